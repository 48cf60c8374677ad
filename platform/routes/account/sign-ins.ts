// The learner's sign-ins: the live ones listed, and "Sign out everywhere else".
import { createRoute } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bearerProblem, json } from '../../http/openapi';
import { endOtherSignIns, listSignIns } from '../../services/account/sign-ins';
import { requireLearner } from '../../services/auth/require-learner';
import { bearer } from '../auth/schemas';
import type { ClientAddress } from './schemas';
import { SignInListDoc, SignInsEndedDoc } from './schemas';

// GET /api/v1/me/sign-ins – the learner's live sign-ins, newest first
const listSignInsRoute = createRoute({
  method: 'get',
  path: '/me/sign-ins',
  operationId: 'listSignIns',
  summary: 'The learner’s live sign-ins, newest first, the current one marked',
  tags: ['account'],
  security: bearer,
  responses: {
    200: json(SignInListDoc, 'Live sign-ins'),
    401: bearerProblem('No valid access token, or the session has ended'),
  },
});

// POST /api/v1/me/sign-ins/end-others – end every sign-in but this one
const endOthersRoute = createRoute({
  method: 'post',
  path: '/me/sign-ins/end-others',
  operationId: 'endOtherSignIns',
  summary: 'Sign out everywhere else: every sign-in but the one asking ends',
  tags: ['account'],
  security: bearer,
  responses: {
    200: json(SignInsEndedDoc, 'How many sign-ins ended'),
    401: bearerProblem('No valid access token, or the session has ended'),
  },
});

export function signInRoutes(app: PlatformRouter, deps: PlatformDeps, address: ClientAddress): void {
  app.openapi(listSignInsRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    c.header('cache-control', 'no-store');
    return c.json({ items: await listSignIns(deps, learner) }, 200);
  });
  app.openapi(endOthersRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    return c.json({ ended: await endOtherSignIns(deps, learner, address(c.req.raw.headers)) }, 200);
  });
}
