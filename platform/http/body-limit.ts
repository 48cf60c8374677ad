// Bodies sent to /api/v1 are small JSON or form fields: at most 64 KB, refused with a 413 problem before more
// is read. The photo uploads read their own bodies under their own, larger limit (accept-image.ts).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

/** Identity photos, bank-transfer receipts and instructors' portraits (up to 10 MB each). */
const UPLOAD_PATHS = [
  /\/kyc\/photos\/[^/]+$/,
  /\/payments\/[^/]+\/transfer-receipt$/,
  /\/staff\/refunds\/[^/]+\/proof$/,
  /\/staff\/catalogue\/instructors\/[^/]+\/photo$/,
];

const tooLarge = () => {
  throw new HttpError(413, 'Content Too Large', `The request body is over ${MAX_BODY_BYTES / 1024} KB.`);
};

export function limitBodies(): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  return (c, next) => (UPLOAD_PATHS.some((path) => path.test(c.req.path)) ? next() : limit(c, next));
}
