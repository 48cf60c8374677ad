// Scope names and the client's address for the limits kept in the database (so every instance behind a load
// balancer agrees): attempt counts with growing waits (throttle.ts) and form submissions per address
// (submission-limit.ts, rows in auth_failures).
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authFailures } from '../db/schema';
import { clientBlock } from './client-block';

export type FailureKind = (typeof authFailures.$inferInsert)['kind'];

export const accountScope = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressScope = (address: string) => `address:${address}`;

/** Forgets counted submissions no window looks at any more (older than a day). */
export async function forgetOldFailures(db: Database, now: Date): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - 86_400_000)));
}

/**
 * The client, from the address in the one configured header; never guessed from X-Forwarded-For. If that header
 * is a list, the last entry counts: it is the one the trusted proxy added, the earlier ones the client sent. An IPv6
 * address stands for its block (client-block.ts): every limit and record keyed on the address counts the block.
 */
export function clientAddress(
  headers: Headers,
  settings: { trustedClientIpHeader?: string; clientIpv6Prefix: number },
): string | undefined {
  if (!settings.trustedClientIpHeader) return undefined;
  const value = headers.get(settings.trustedClientIpHeader)?.split(',').at(-1)?.trim();
  return value && value.length <= 64 ? clientBlock(value, settings.clientIpv6Prefix) : undefined;
}
