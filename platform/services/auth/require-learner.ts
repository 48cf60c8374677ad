// Every handler that acts for a learner calls this: it verifies the Bearer JWT (signature, issuer,
// audience, expiry) and that its sign-in was not ended by sign-out, reuse detection or a password change.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { accounts, authSessions } from '../../db/schema';
import { EMAIL_UNVERIFIED_MESSAGE, EMAIL_UNVERIFIED_PROBLEM_TYPE } from '@/contract';
import { HttpError, unauthorized } from '../../http/errors';
import { authSettings } from './settings';
import { verifyAccessToken } from './tokens';

export interface Learner {
  account: typeof accounts.$inferSelect;
  sessionId: string;
}

export async function requireLearner(deps: PlatformDeps, authorization: string | undefined): Promise<Learner> {
  const token = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  const now = deps.now();
  const claims = await verifyAccessToken(authSettings(deps), token, now);
  if (!claims) throw unauthorized('Your session has expired or is not valid. Sign in again.');
  const [row] = await deps.db
    .select({ account: accounts })
    .from(authSessions)
    .innerJoin(accounts, eq(authSessions.accountId, accounts.id))
    .where(and(eq(authSessions.id, claims.sid), eq(authSessions.accountId, claims.sub), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)));
  if (!row) throw unauthorized('Your session has ended. Sign in again.');
  return { account: row.account, sessionId: claims.sid };
}

/**
 * requireLearner, and the learner confirmed their e-mail address: identity verification and checkout
 * call this. Otherwise a 403 whose problem `type` is EMAIL_UNVERIFIED_PROBLEM_TYPE, so the client can send
 * the learner to confirm it.
 */
export async function requireVerifiedLearner(deps: PlatformDeps, authorization: string | undefined): Promise<Learner> {
  const learner = await requireLearner(deps, authorization);
  if (!learner.account.emailVerifiedAt) throw new HttpError(403, 'Forbidden', EMAIL_UNVERIFIED_MESSAGE, undefined, undefined, EMAIL_UNVERIFIED_PROBLEM_TYPE);
  return learner;
}
