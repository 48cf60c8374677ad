// Brute-force limits counted in the database, so every instance behind a load balancer agrees.
// A rule allows `max` failures per scope within a sliding window; past it the caller gets a 429
// with Retry-After set to when the oldest counted failure leaves the window.
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authFailures } from '../db/schema';
import { tooManyRequests } from './errors';

export type FailureKind = (typeof authFailures.$inferInsert)['kind'];

export interface LimitRule {
  scope: string;
  max: number;
  windowSeconds: number;
}

export const accountScope = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressScope = (address: string) => `address:${address}`;

/** Throws a 429 when any rule's scope already has `max` failures in its window. */
export async function assertWithinLimits(db: Database, kind: FailureKind, rules: LimitRule[], now: Date): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await db
      .select({ failures: count(), oldest: min(authFailures.createdAt) })
      .from(authFailures)
      .where(and(eq(authFailures.scope, rule.scope), eq(authFailures.kind, kind), gt(authFailures.createdAt, since)));
    if (!row || row.failures < rule.max || !row.oldest) continue;
    const freeAt = new Date(row.oldest).getTime() + rule.windowSeconds * 1000;
    retryAfter = Math.max(retryAfter, Math.ceil((freeAt - now.getTime()) / 1000), 1);
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}

export async function recordFailure(db: Database, kind: FailureKind, scopes: string[], now: Date): Promise<void> {
  if (scopes.length === 0) return;
  await db.insert(authFailures).values(scopes.map((scope) => ({ scope, kind, createdAt: now })));
  // Now and then, forget failures no window looks at any more.
  if (Math.random() < 0.02) {
    await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - 86_400_000)));
  }
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
