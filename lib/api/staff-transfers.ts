// The platform's bank-transfer review calls (its API stays at /staff/payments), for the /staff/transfers pages.
import 'server-only';
import { z } from 'zod';
import {
  transferQueueItemSchema,
  transferReviewSchema,
  type TransferDecision,
  type TransferQueueStatus,
} from '@/contract';
import { callPlatform, callPlatformStream } from './client';

const transferQueueSchema = z.object({ items: z.array(transferQueueItemSchema), total: z.number().int() });
const enc = encodeURIComponent;

export const getTransferQueue = (
  accessToken: string,
  status: TransferQueueStatus,
  page: { limit: number; offset: number },
) =>
  callPlatform('/staff/payments', transferQueueSchema, {
    accessToken,
    query: { status, limit: page.limit, offset: page.offset },
  });

export const getTransferReview = (accessToken: string, paymentId: string) =>
  callPlatform(`/staff/payments/${enc(paymentId)}`, transferReviewSchema, { accessToken });

export const decideTransfer = (accessToken: string, paymentId: string, decision: TransferDecision) =>
  callPlatform(`/staff/payments/${enc(paymentId)}/decision`, transferReviewSchema, {
    method: 'POST',
    accessToken,
    body: decision,
  });

/** A transfer's receipt screenshot for staff, decrypted by the platform, streamed through. */
export const getTransferReceiptImage = (accessToken: string, paymentId: string) =>
  callPlatformStream(`/staff/payments/${enc(paymentId)}/transfer-receipt`, {
    accessToken,
    headers: { accept: 'image/jpeg' },
  });
