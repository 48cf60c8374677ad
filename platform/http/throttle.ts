// Attempt limits that slow a guesser down without locking the owner out. Every attempt is counted before its
// password or code is checked, by one INSERT … ON CONFLICT DO UPDATE per scope (all scopes in one transaction),
// so attempts still in flight count too. A scope allows `free` attempts per window; past them each attempt must
// wait twice as long as the one before (1 minute, 2, 4, … at most an hour), until the scope has been quiet for
// a whole window after its last wait.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authThrottle } from '../db/schema';
import { tooManyRequests } from '../domain-errors';
import { accountScope, addressScope, forgetOldFailures } from './rate-limit';

export type ThrottleKind = (typeof authThrottle.$inferInsert)['kind'];

export interface ThrottleRule {
  scope: string;
  /** Attempts allowed without waiting in one window. */
  free: number;
  windowSeconds: number;
}

/** One account tried from one client address: what an owner's own mistakes count against. */
export const accountAtAddressScope = (email: string, address: string) =>
  `${accountScope(email)}|${addressScope(address)}`;

const FIRST_DELAY_SECONDS = 60;
const LONGEST_DELAY_SECONDS = 3600;

/** The wait after the `attempt`-th attempt of a window: none within the free ones, then doubling. */
function delayAfter(attempt: number, free: number): number {
  if (attempt < free) return 0;
  return Math.min(LONGEST_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(attempt - free, 16));
}

const interval = (seconds: unknown) => sql`make_interval(secs => ${seconds})`;

/** Counts one attempt in every rule's scope, or none of them and throws a 429 naming the longest wait. */
export async function takeAttempt(db: Database, kind: ThrottleKind, rules: ThrottleRule[], now: Date): Promise<void> {
  // One order for every caller, so two transactions never wait on each other's rows.
  const ordered = [...rules].sort((a, b) => a.scope.localeCompare(b.scope));
  await db.transaction(async (tx) => {
    for (const rule of ordered) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const windowAgo = sql`${at} - ${interval(rule.windowSeconds)}`;
      const restarts = sql`((${authThrottle.attempts} < ${rule.free} and ${authThrottle.windowStartedAt} <= ${windowAgo}) or ${authThrottle.nextAllowedAt} <= ${windowAgo})`;
      const attempt = sql`(case when ${restarts} then 1 else ${authThrottle.attempts} + 1 end)`;
      const delay = sql`(case when ${attempt} < ${rule.free} then 0 else least(${LONGEST_DELAY_SECONDS}, ${FIRST_DELAY_SECONDS} * power(2, least(${attempt} - ${rule.free}, 16))) end)`;
      const counted = await tx
        .insert(authThrottle)
        .values({
          scope: rule.scope,
          kind,
          attempts: 1,
          windowStartedAt: now,
          nextAllowedAt: new Date(now.getTime() + delayAfter(1, rule.free) * 1000),
        })
        .onConflictDoUpdate({
          target: [authThrottle.scope, authThrottle.kind],
          set: {
            attempts: attempt,
            windowStartedAt: sql`(case when ${restarts} then ${at} else ${authThrottle.windowStartedAt} end)`,
            nextAllowedAt: sql`${at} + ${interval(delay)}`,
          },
          // A scope still waiting is left as it is, and the attempt is refused.
          setWhere: sql`${authThrottle.nextAllowedAt} <= ${at}`,
        })
        .returning({ attempts: authThrottle.attempts });
      if (counted.length > 0) continue;
      const [row] = await tx
        .select({ nextAllowedAt: authThrottle.nextAllowedAt })
        .from(authThrottle)
        .where(and(eq(authThrottle.scope, rule.scope), eq(authThrottle.kind, kind)));
      const waitMs = (row?.nextAllowedAt.getTime() ?? now.getTime()) - now.getTime();
      throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
    }
  });
  // Now and then, forget scopes nobody has tried for a day, and form submissions counted more than a day ago.
  if (Math.random() < 0.02) {
    await db.delete(authThrottle).where(lt(authThrottle.nextAllowedAt, new Date(now.getTime() - 86_400_000)));
    await forgetOldFailures(db, now);
  }
}

/** A success: these scopes start afresh (the owner's own account and address). */
export async function forgetAttempts(db: Database, kind: ThrottleKind, scopes: string[]): Promise<void> {
  if (scopes.length === 0) return;
  await db.delete(authThrottle).where(and(eq(authThrottle.kind, kind), inArray(authThrottle.scope, scopes)));
}

/** A success: its attempt no longer counts in these wider scopes (an address many learners share). */
export async function refundAttempt(db: Database, kind: ThrottleKind, scopes: string[]): Promise<void> {
  if (scopes.length === 0) return;
  await db
    .update(authThrottle)
    .set({ attempts: sql`greatest(${authThrottle.attempts} - 1, 0)` })
    .where(and(eq(authThrottle.kind, kind), inArray(authThrottle.scope, scopes)));
}

/** A new password: every count of the account's attempts of this kind, from every address, starts afresh. */
export async function forgetAccount(db: Database, kind: ThrottleKind, email: string): Promise<void> {
  const account = accountScope(email);
  await db
    .delete(authThrottle)
    .where(
      and(
        eq(authThrottle.kind, kind),
        or(eq(authThrottle.scope, account), sql`starts_with(${authThrottle.scope}, ${`${account}|`})`),
      ),
    );
}
