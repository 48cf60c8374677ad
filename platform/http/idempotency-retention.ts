// Idempotency keys are replayed for 24 hours (idempotency.ts), far longer than any client retries; after that a
// key is never read again and only takes disk, so every instance deletes those at start-up and hourly, finding them
// through the index on created_at (idempotency_keys_created_idx) rather than reading the whole table.
import { lt } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { idempotencyKeys } from '../db/schema';
import { runHourly } from '../hourly';
import { IDEMPOTENCY_TTL_MS } from './idempotency';

/** Deletes the keys past their replay window (answered or not). */
export async function pruneIdempotencyKeys(deps: PlatformDeps): Promise<void> {
  await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(deps.now().getTime() - IDEMPOTENCY_TTL_MS)));
}

export function scheduleIdempotencyRetention(deps: PlatformDeps): () => void {
  return runHourly(deps, 'idempotency key retention', () => pruneIdempotencyKeys(deps));
}
