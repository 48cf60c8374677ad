// Idempotency-Key scopes per caller, so one learner's key can never replay another learner's answer. The scope is
// named by the account only once the token verifies and its sign-in is live: a forged token carrying someone else's
// `sub`, or one whose sign-in ended (sign-out, password change, a closed account), is a 401 before any stored answer
// is looked up. Every scope ends with the account id, so closing the account can delete them all.
import type { Context } from 'hono';
import type { PlatformDeps } from '../deps';
import { requireLearner } from '../services/auth/require-learner';

export const callerScope = (deps: PlatformDeps, endpoint: string) => async (c: Context) =>
  `${endpoint} ${(await requireLearner(deps, c.req.header('authorization'))).account.id}`;

/** Matches every scope callerScope names for the account. */
export const scopesOf = (accountId: string) => `% ${accountId}`;
