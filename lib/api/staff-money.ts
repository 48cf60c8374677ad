// The platform's money calls for /staff/payments and /staff/refunds: one page of payments and refunds with the
// filter's totals, the same rows as CSV, the refunds owed, and recording one.
import 'server-only';
import { z } from 'zod';
import {
  ledgerPageSchema,
  refundRecordSchema,
  refundsOwedSchema,
  type LedgerFilter,
  type LedgerSort,
  type RefundRequest,
} from '@/contract';
import { callPlatform, callPlatformStream } from './client';

export const readLedgerPage = (accessToken: string, filter: LedgerFilter, sort: LedgerSort, cursor?: string) =>
  callPlatform('/staff/money', ledgerPageSchema, { accessToken, query: { ...filter, ...sort, cursor } });

export const exportLedger = (accessToken: string, filter: LedgerFilter, sort: LedgerSort) =>
  callPlatformStream('/staff/money/export', { accessToken, query: { ...filter, ...sort } });

export const listRefundsOwed = (accessToken: string) =>
  callPlatform('/staff/refunds/owed', refundsOwedSchema, { accessToken });

/** `idempotencyKey`: the form's own, so a double submit records the refund once. */
export const recordRefund = (accessToken: string, request: RefundRequest, idempotencyKey: string) =>
  callPlatform('/staff/refunds', refundRecordSchema, { method: 'POST', accessToken, body: request, idempotencyKey });

/** A photo of the refund's proof, streamed on to the platform's photo pipeline as it arrives. */
export const uploadRefundProof = (
  accessToken: string,
  refundId: string,
  body: ReadableStream<Uint8Array>,
  contentType: string,
) =>
  callPlatform(`/staff/refunds/${encodeURIComponent(refundId)}/proof`, z.unknown(), {
    method: 'PUT',
    body,
    headers: { 'content-type': contentType },
    accessToken,
    timeout: 60_000,
  });

export const getRefundProofImage = (accessToken: string, refundId: string) =>
  callPlatformStream(`/staff/refunds/${encodeURIComponent(refundId)}/proof`, {
    accessToken,
    headers: { accept: 'image/jpeg' },
  });
