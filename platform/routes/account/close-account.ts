// Closing the account, confirmed with the password.
import { createRoute } from '@hono/zod-openapi';
import { closeAccountSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bearerProblem, json, jsonBody, problem } from '../../http/openapi';
import { closeAccount } from '../../services/account/close-account';
import { requireLearner } from '../../services/auth/require-learner';
import { bearer } from '../auth/schemas';
import type { ClientAddress } from './schemas';
import { AccountClosedDoc } from './schemas';

// POST /api/v1/me/close – close the account: personal data deleted at once, payment records kept
const closeRoute = createRoute({
  method: 'post',
  path: '/me/close',
  operationId: 'closeAccount',
  summary: 'Close the account (password confirms): personal data deleted at once, payment records kept six years',
  tags: ['account'],
  security: bearer,
  request: { body: jsonBody(closeAccountSchema) },
  responses: {
    200: json(AccountClosedDoc, 'Closed; every sign-in ended'),
    401: bearerProblem('No valid access token, or the session has ended'),
    422: problem('Invalid field or wrong password'),
    429: problem('Too many failed attempts; see Retry-After'),
  },
});

export function closeAccountRoutes(app: PlatformRouter, deps: PlatformDeps, address: ClientAddress): void {
  app.openapi(closeRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    return c.json(await closeAccount(deps, learner, c.req.valid('json').password, address(c.req.raw.headers)), 200);
  });
}
