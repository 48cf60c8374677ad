// Every handler that acts for a learner calls this: it verifies the Bearer JWT (signature, issuer,
// audience, expiry) and that its sign-in was not ended by sign-out, reuse detection or a password change, and that
// its account is not closed.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { accounts, authSessions } from '../../db/schema';
import { EMAIL_UNVERIFIED_MESSAGE, EMAIL_UNVERIFIED_PROBLEM_TYPE } from '@/contract';
import { bearerUnauthorized, forbidden } from '../../domain-errors';
import { authSettings } from './settings';
import { verifyAccessToken } from './tokens';

export interface Learner {
  account: typeof accounts.$inferSelect;
  sessionId: string;
}

interface SessionClaims {
  sid: string;
  sub: string;
}

/** One token68 after the scheme, whose name is case-insensitive (RFC 9110 §11.1), as are the spaces after it. */
const BEARER = /^bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

/** The Bearer token's claims once its signature, issuer, audience and expiry hold; otherwise a 401. */
export async function verifiedClaims(deps: PlatformDeps, authorization: string | undefined): Promise<SessionClaims> {
  const token = BEARER.exec(authorization ?? '')?.[1];
  if (!token) throw bearerUnauthorized('Sign in to continue.', authorization ? 'invalid_request' : undefined);
  const claims = await verifyAccessToken(authSettings(deps), token, deps.now());
  if (!claims) throw bearerUnauthorized('Your session has expired or is not valid. Sign in again.', 'invalid_token');
  return claims;
}

/**
 * The token's sign-in is still live: its account's, not ended by sign-out, reuse detection or a password change, not
 * expired. For prepared statements: executed with sessionParameters.
 */
export const liveSession = and(
  eq(authSessions.id, sql.placeholder('sessionId')),
  eq(authSessions.accountId, sql.placeholder('accountId')),
  isNull(authSessions.revokedAt),
  gt(authSessions.expiresAt, sql.placeholder('now')),
);

export const sessionParameters = (claims: SessionClaims, now: Date) => ({
  sessionId: claims.sid,
  accountId: claims.sub,
  now: now.toISOString(),
});

export const sessionEnded = () => bearerUnauthorized('Your session has ended. Sign in again.', 'invalid_token');

// Every handler runs it: prepared once per database, so drizzle builds its SQL once.
const learnerOfSession = preparedOnce((db: Database) =>
  db
    .select({ account: accounts })
    .from(authSessions)
    .innerJoin(accounts, and(eq(authSessions.accountId, accounts.id), isNull(accounts.closedAt)))
    .where(liveSession)
    .prepare('require_learner'),
);

export async function requireLearner(deps: PlatformDeps, authorization: string | undefined): Promise<Learner> {
  const claims = await verifiedClaims(deps, authorization);
  const [row] = await learnerOfSession(deps.db).execute(sessionParameters(claims, deps.now()));
  if (!row) throw sessionEnded();
  return { account: row.account, sessionId: claims.sid };
}

/**
 * requireLearner, and the learner confirmed their e-mail address: identity verification and checkout
 * call this. Otherwise a 403 whose problem `type` is EMAIL_UNVERIFIED_PROBLEM_TYPE, so the client can send
 * the learner to confirm it.
 */
export async function requireVerifiedLearner(deps: PlatformDeps, authorization: string | undefined): Promise<Learner> {
  const learner = await requireLearner(deps, authorization);
  if (!learner.account.emailVerifiedAt)
    throw forbidden(EMAIL_UNVERIFIED_MESSAGE, { type: EMAIL_UNVERIFIED_PROBLEM_TYPE });
  return learner;
}
