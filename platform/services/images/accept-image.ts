// The upload pipeline every stored photo goes through (identity documents, selfies, payment receipts):
// bounded read -> content check and re-encode (prepare-image.ts) -> encrypted store. A photo is read before it
// waits for anything shared, so a slow sender holds only its own read: each owner has at most
// `inProgressPerOwner` uploads in progress (per instance; one more is a 429) and a body slower than the minimum
// rate is cut (408). Only a photo that has fully arrived takes one of PROCESSING_SLOTS, and IMAGE_SLOTS are decoded
// at once; a photo that waits longer than `slotWaitMs` for its turn gets a 503 with Retry-After.
import type { PlatformDeps } from '../../deps';
import { tooManyRequests, unavailable } from '../../domain-errors';
import { BodyTooLargeError, BodyTooSlowError, readBoundedBody } from '../../http/read-bounded-body';
import { createSlots } from '../../http/slots';
import { storageOf } from '../storage/storage-of';
import { MAX_IMAGE_BYTES, refusals, type ImageRules } from './image-rules';
import { prepareImage } from './prepare-image';
import { uploadSettings } from './upload-settings';

const PROCESSING_SLOTS = createSlots(8);
// Decoding is CPU-bound: more at once than cores only adds memory.
const IMAGE_SLOTS = createSlots(2);
/** Uploads in progress per owner (account id) in this process. */
const inProgress = new Map<string, number>();

interface AcceptedImage {
  /** The BlobStore key of the encrypted, re-encoded photo. */
  key: string;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  byteLength: number;
}

const busy = () => unavailable('Many photos are being uploaded right now. Try again in a few seconds.', 5);

const alreadySending = (limit: number) =>
  tooManyRequests(
    5,
    `You are already sending ${limit === 1 ? 'a photo' : `${limit} photos`}. Wait until one has finished, then send this one again.`,
  );

async function withSlot<T>(slots: ReturnType<typeof createSlots>, waitMs: number, task: () => Promise<T>): Promise<T> {
  const release = await slots.acquire(waitMs);
  if (!release) throw busy();
  try {
    return await task();
  } finally {
    release();
  }
}

async function readPhoto(deps: PlatformDeps, request: Request, rules: ImageRules): Promise<Buffer> {
  try {
    return await readBoundedBody(request, MAX_IMAGE_BYTES, uploadSettings(deps).minimumRate);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw refusals.tooLarge(rules);
    if (error instanceof BodyTooSlowError) throw refusals.tooSlow(rules);
    throw error;
  }
}

/** The photo in the request, checked, re-encoded and stored for `owner` (the account sending it). */
export async function acceptImage(
  deps: PlatformDeps,
  request: Request,
  rules: ImageRules,
  owner: string,
): Promise<AcceptedImage> {
  const limit = uploadSettings(deps).inProgressPerOwner;
  const sending = inProgress.get(owner) ?? 0;
  if (sending >= limit) {
    await request.body?.cancel().catch(() => {});
    throw alreadySending(limit);
  }
  inProgress.set(owner, sending + 1);
  try {
    const bytes = await readPhoto(deps, request, rules);
    const { slotWaitMs } = uploadSettings(deps);
    return await withSlot(PROCESSING_SLOTS, slotWaitMs, async () => {
      const prepared = await withSlot(IMAGE_SLOTS, slotWaitMs, () => prepareImage(bytes, rules));
      const key = await storageOf(deps).put({ bytes: prepared.bytes, contentType: prepared.contentType });
      return {
        key,
        contentType: prepared.contentType,
        width: prepared.width,
        height: prepared.height,
        byteLength: prepared.bytes.length,
      };
    });
  } finally {
    const left = (inProgress.get(owner) ?? 1) - 1;
    if (left > 0) inProgress.set(owner, left);
    else inProgress.delete(owner);
  }
}
