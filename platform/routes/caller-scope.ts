// The Idempotency-Key scope of a learner's request, named by the account only once the token verifies and its sign-in
// is live: a forged token carrying someone else's `sub`, or one whose sign-in ended (sign-out, password change, a
// closed account), is a 401 before any stored answer is looked up.
import type { Context } from 'hono';
import type { PlatformDeps } from '../deps';
import { callerScopeOf } from '../http/caller-scope';
import { requireLearner } from '../services/auth/require-learner';

export const callerScope = (deps: PlatformDeps, endpoint: string) => async (c: Context) =>
  callerScopeOf(endpoint, (await requireLearner(deps, c.req.header('authorization'))).account.id);
