// "At most N in 24 hours" counted from the rows themselves: past it, a 429 whose Retry-After is when the oldest
// counted row leaves the window.
import { and, count, eq, gt, min, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PlatformDeps } from '../../deps';
import { tooManyRequests } from '../../http/errors';

const DAY_MS = 86_400_000;

export async function assertDailyLimit(
  deps: PlatformDeps,
  table: PgTable,
  columns: { owner: PgColumn; createdAt: PgColumn },
  ownerId: string,
  max: number,
  extra?: SQL,
): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ used: count(), oldest: min(columns.createdAt) })
    .from(table)
    .where(and(eq(columns.owner, ownerId), gt(columns.createdAt, new Date(now.getTime() - DAY_MS)), extra));
  if (!row || row.used < max || !row.oldest) return;
  const freeAt = new Date(row.oldest as Date).getTime() + DAY_MS;
  throw tooManyRequests(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
}
