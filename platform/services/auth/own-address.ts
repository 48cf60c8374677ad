// The owner's own network: a client (an IPv4 address, an IPv6 block) the account has signed in from, in a sign-in
// opened within a sign-in's lifetime that still stands or was ended by signing out (one ended as "not me", by a
// password change or as stolen does not count). The account-wide ceilings, which strangers anywhere can use up, do not
// hold a sign-in or a recovery from there: the owner goes on while strangers meet the ceiling.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { accounts, authSessions } from '../../db/schema';
import { authSettings } from './settings';

/** One query whether or not the account exists, so the time it takes tells nothing. */
export async function isOwnAddress(deps: PlatformDeps, email: string, address: string | undefined): Promise<boolean> {
  if (!address) return false;
  const since = new Date(deps.now().getTime() - authSettings(deps).refreshTokenTtlSeconds * 1000);
  const [found] = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(accounts, eq(accounts.id, authSessions.accountId))
    .where(
      and(
        eq(sql`lower(${accounts.email})`, email.trim().toLowerCase()),
        eq(authSessions.openedFrom, address),
        gt(authSessions.createdAt, since),
        or(isNull(authSessions.revokedReason), eq(authSessions.revokedReason, 'sign-out')),
      ),
    )
    .limit(1);
  return Boolean(found);
}
