// Idempotency-Key scopes per caller, so one learner's key can never replay another learner's answer. The scope is
// named by the token's subject only once its signature, issuer, audience and expiry hold: an unsigned or forged
// token carrying someone else's `sub` is a 401 before any stored answer is looked up.
import type { Context } from 'hono';
import type { PlatformDeps } from '../deps';
import { verifiedClaims } from '../services/auth/require-learner';

export const callerScope = (deps: PlatformDeps, endpoint: string) => async (c: Context) =>
  `${endpoint} ${(await verifiedClaims(deps, c.req.header('authorization'))).sub}`;
