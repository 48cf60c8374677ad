// The platform's identity-verification calls, for the /kyc page, its action and route handlers, and staff review.
import 'server-only';
import {
  kycPhotoSchema,
  kycQueueSchema,
  kycReviewSchema,
  kycStatusSchema,
  kycSubmissionSummarySchema,
  type KycDecisionRequest,
  type KycPhotoKind,
  type KycStatusValue,
  type KycSubmissionRequest,
} from '@/contract';
import { callPlatform, callPlatformStream } from './client';

/** A photo on a slow phone connection takes a while; the platform's own body limit bounds it. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const getKycStatus = (accessToken: string) => callPlatform('/kyc/status', kycStatusSchema, { accessToken });

/** Streams one photo (raw bytes) to the platform, which judges it by content and stores it encrypted. */
export const uploadKycPhoto = (
  accessToken: string,
  kind: KycPhotoKind,
  body: ReadableStream<Uint8Array> | Uint8Array,
  contentType: string,
  signal?: AbortSignal,
) =>
  callPlatform(`/kyc/photos/${kind}`, kycPhotoSchema, {
    method: 'POST',
    accessToken,
    body,
    headers: { 'content-type': contentType },
    timeout: UPLOAD_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });

export const submitKyc = (accessToken: string, input: KycSubmissionRequest, idempotencyKey: string) =>
  callPlatform('/kyc/submissions', kycSubmissionSummarySchema, {
    method: 'POST',
    accessToken,
    body: input,
    idempotencyKey,
  });

export const getKycQueue = (
  accessToken: string,
  status: Exclude<KycStatusValue, 'not_submitted'>,
  page: { limit: number; offset: number },
) =>
  callPlatform('/staff/kyc/submissions', kycQueueSchema, {
    accessToken,
    query: { status, limit: page.limit, offset: page.offset },
  });

export const getKycReview = (accessToken: string, id: string) =>
  callPlatform(`/staff/kyc/submissions/${encodeURIComponent(id)}`, kycReviewSchema, { accessToken });

export const decideKyc = (accessToken: string, id: string, decision: KycDecisionRequest) =>
  callPlatform(`/staff/kyc/submissions/${encodeURIComponent(id)}/decision`, kycReviewSchema, {
    method: 'POST',
    accessToken,
    body: decision,
  });

/** A submission's photo for staff, decrypted by the platform, streamed through. */
export const getKycPhoto = (accessToken: string, id: string, kind: KycPhotoKind) =>
  callPlatformStream(`/staff/kyc/submissions/${encodeURIComponent(id)}/photos/${kind}`, {
    accessToken,
    headers: { accept: 'image/jpeg' },
  });
