// Scope names and the client's address for the limits kept in the database (so every instance behind a load
// balancer agrees): attempt counts with growing waits (throttle.ts) and form submissions per address
// (submission-limit.ts, rows in auth_failures).
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authFailures } from '../db/schema';

export type FailureKind = (typeof authFailures.$inferInsert)['kind'];

export const accountScope = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressScope = (address: string) => `address:${address}`;

/** Forgets counted submissions no window looks at any more (older than a day). */
export async function forgetOldFailures(db: Database, now: Date): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - 86_400_000)));
}

/**
 * The client's address from the one configured header; never guessed from X-Forwarded-For. If that header
 * is a list, the last entry counts: it is the one the trusted proxy added, the earlier ones the client sent.
 */
export function clientAddress(headers: Headers, trustedHeader: string | undefined): string | undefined {
  if (!trustedHeader) return undefined;
  const value = headers.get(trustedHeader)?.split(',').at(-1)?.trim();
  return value && value.length <= 64 ? value : undefined;
}
