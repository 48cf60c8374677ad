// The upload pipeline every stored photo goes through (identity documents, selfies, payment receipts):
// bounded read -> content check and re-encode (prepare-image.ts) -> encrypted store. Memory stays bounded: at most
// UPLOAD_SLOTS bodies (10 MB each at most) are read at once and IMAGE_SLOTS decoded at once; a request that waits
// longer than SLOT_WAIT_MS for its turn gets a 503 with Retry-After instead of queueing forever.
import type { PlatformDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { BodyTooLargeError, readBoundedBody } from '../../http/read-bounded-body';
import { createSlots } from '../../http/slots';
import { storageOf } from '../storage/storage-of';
import { MAX_IMAGE_BYTES, refusals, type ImageRules } from './image-rules';
import { prepareImage } from './prepare-image';

const UPLOAD_SLOTS = createSlots(8);
// Decoding is CPU-bound: more at once than cores only adds memory.
const IMAGE_SLOTS = createSlots(2);
const SLOT_WAIT_MS = 30_000;

export interface AcceptedImage {
  /** The BlobStore key of the encrypted, re-encoded photo. */
  key: string;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  byteLength: number;
}

const busy = () => new HttpError(503, 'Service Unavailable', 'Many photos are being uploaded right now. Try again in a few seconds.', undefined, { 'Retry-After': '5' });

async function withSlot<T>(slots: ReturnType<typeof createSlots>, task: () => Promise<T>): Promise<T> {
  const release = await slots.acquire(SLOT_WAIT_MS);
  if (!release) throw busy();
  try {
    return await task();
  } finally {
    release();
  }
}

export function acceptImage(deps: PlatformDeps, request: Request, rules: ImageRules): Promise<AcceptedImage> {
  return withSlot(UPLOAD_SLOTS, async () => {
    let bytes: Buffer;
    try {
      bytes = await readBoundedBody(request, MAX_IMAGE_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw refusals.tooLarge(rules);
      throw error;
    }
    const prepared = await withSlot(IMAGE_SLOTS, () => prepareImage(bytes, rules));
    const key = await storageOf(deps).put({ bytes: prepared.bytes, contentType: prepared.contentType });
    return { key, contentType: prepared.contentType, width: prepared.width, height: prepared.height, byteLength: prepared.bytes.length };
  });
}
