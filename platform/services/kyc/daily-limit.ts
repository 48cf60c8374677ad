// "At most N in 24 hours" counted from the rows themselves: past it, a 429 whose Retry-After is when the oldest
// counted row leaves the window. Run inside a transaction that holds a lock on the owner (`db` is then that
// transaction), the count and the insert after it cannot be raced.
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { PlatformDeps } from '../../deps';
import { tooManyRequests } from '../../domain-errors';

const DAY_MS = 86_400_000;

export async function assertDailyLimit(
  deps: PlatformDeps,
  table: PgTable,
  columns: { owner: PgColumn; createdAt: PgColumn },
  ownerId: string,
  max: number,
  db: Database = deps.db,
): Promise<void> {
  const now = deps.now();
  const [row] = await db
    .select({ used: count(), oldest: min(columns.createdAt) })
    .from(table)
    .where(and(eq(columns.owner, ownerId), gt(columns.createdAt, new Date(now.getTime() - DAY_MS))));
  if (!row || row.used < max || !row.oldest) return;
  const freeAt = new Date(row.oldest as Date).getTime() + DAY_MS;
  throw tooManyRequests(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
}
