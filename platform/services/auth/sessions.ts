// Sign-in sessions: each is a refresh-token family with one LMS token. Refresh tokens rotate on every
// use; a rotated token presented again revokes the family, except within the grace window, where a
// concurrent or retried refresh of the same token (two tabs, a lost answer) gets the same successor: the
// family stays one chain.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AuthData, RefreshedTokens, User } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, authSessions, refreshTokens } from '../../db/schema';
import { unauthorized } from '../../domain-errors';
import { authSettings } from './settings';
import { randomToken, sha256, signAccessToken, successorToken } from './tokens';

type AccountRow = typeof accounts.$inferSelect;

const SESSION_ENDED = 'Your session has ended. Sign in again.';

export const toUser = (row: AccountRow): User => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  phone: row.phone,
  country: row.country,
  role: row.role,
  has_submitted_kyc: row.kycSubmittedAt !== null,
  email_verified: row.emailVerifiedAt !== null,
  language: row.language,
});

/** A User-Agent longer than any real browser's is cut: the sign-ins list needs only its start. */
const USER_AGENT_MAX = 512;

/**
 * Opens a sign-in: new family, first refresh token, LMS token and access token; `userAgent` names its device, `address`
 * (the client, http/client-block.ts) is kept as the owner's own network (own-address.ts).
 */
export async function openSession(
  deps: PlatformDeps,
  account: AccountRow,
  userAgent?: string | null,
  address?: string,
): Promise<AuthData> {
  const settings = authSettings(deps);
  const now = deps.now();
  const lmsToken = randomToken();
  const refreshToken = randomToken();
  const expiresAt = new Date(now.getTime() + settings.refreshTokenTtlSeconds * 1000);
  const [session] = await deps.db
    .insert(authSessions)
    .values({
      accountId: account.id,
      lmsTokenHash: sha256(lmsToken),
      createdAt: now,
      expiresAt,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      openedFrom: address ?? null,
    })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('session insert returned nothing');
  await deps.db
    .insert(refreshTokens)
    .values({ sessionId: session.id, tokenHash: sha256(refreshToken), createdAt: now });
  const access = await signAccessToken(settings, { sub: account.id, sid: session.id }, now);
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    lms_token: lmsToken,
    user: toUser(account),
    access_token_expiry: access.expiresAt.toISOString(),
    refresh_token_expiry: expiresAt.toISOString(),
  };
}

export async function rotateRefreshToken(deps: PlatformDeps, presented: string): Promise<RefreshedTokens> {
  const settings = authSettings(deps);
  const now = deps.now();
  const [found] = await deps.db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(refreshTokens.sessionId, authSessions.id))
    .innerJoin(accounts, and(eq(authSessions.accountId, accounts.id), isNull(accounts.closedAt)))
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (!found || found.session.revokedAt || found.session.expiresAt <= now) throw unauthorized(SESSION_ENDED);

  // Claiming the token is one conditional update, so of two concurrent refreshes exactly one rotates it.
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const [current] = await deps.db
      .select({ rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, found.token.id));
    const rotatedAt = current?.rotatedAt ?? now;
    if (now.getTime() - rotatedAt.getTime() > settings.refreshGraceSeconds * 1000) {
      await revokeSession(deps, found.session.id, 'refresh-token-reuse');
      deps.logger.warn(
        { sessionId: found.session.id, accountId: found.session.accountId },
        'refresh token reused: family revoked',
      );
      throw unauthorized(SESSION_ENDED);
    }
  }

  // When the sign-in was last used, for the learner's list of sign-ins.
  await deps.db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, found.session.id));
  // Whichever refresh of this token gets here first stores the successor; the others find it stored.
  const refreshToken = successorToken(settings.secret, presented);
  await deps.db
    .insert(refreshTokens)
    .values({ sessionId: found.session.id, tokenHash: sha256(refreshToken), createdAt: now })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  const access = await signAccessToken(settings, { sub: found.session.accountId, sid: found.session.id }, now);
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    access_token_expiry: access.expiresAt.toISOString(),
    refresh_token_expiry: found.session.expiresAt.toISOString(),
  };
}

/** The session a refresh token belongs to, whether or not it was rotated. */
export async function sessionOfRefreshToken(deps: PlatformDeps, presented: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  return row?.sessionId;
}

export async function revokeSession(deps: PlatformDeps, sessionId: string, reason: string): Promise<void> {
  await deps.db
    .update(authSessions)
    .set({ revokedAt: deps.now(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeAllSessions(deps: PlatformDeps, accountId: string, reason: string): Promise<void> {
  await deps.db
    .update(authSessions)
    .set({ revokedAt: deps.now(), revokedReason: reason })
    .where(and(eq(authSessions.accountId, accountId), isNull(authSessions.revokedAt)));
}

/**
 * Ends every sign-in of the account but `keep` (the one asking), only while `keep` itself is live; answers how many
 * ended. Under a lock on the account, so of two such requests at once from two sign-ins exactly one survives.
 */
export async function revokeOtherSessions(
  deps: PlatformDeps,
  accountId: string,
  keep: string,
  reason: string,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [live] = await tx
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, keep), isNull(authSessions.revokedAt)));
    if (!live) throw unauthorized(SESSION_ENDED);
    const ended = await tx
      .update(authSessions)
      .set({ revokedAt: deps.now(), revokedReason: reason })
      .where(and(eq(authSessions.accountId, accountId), isNull(authSessions.revokedAt), ne(authSessions.id, keep)))
      .returning({ id: authSessions.id });
    return ended.length;
  });
}
