// The signed-in learner's own views: GET /me/dashboard answers the whole dashboard in one call.
import { createRoute, z } from '@hono/zod-openapi';
import { learnerDashboardSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bearerProblem, json } from '../../http/openapi';
import { learnerDashboard } from '../../services/dashboard/learner-dashboard';
import { bearer, UserDoc } from '../auth/schemas';
import { EnrolmentDoc, OrderDoc } from '../checkout/schemas';
import { KycStatusDoc } from '../kyc/schemas';
import { withdrawalRoutes } from './withdrawals';

const LearnerDashboardDoc = learnerDashboardSchema
  .extend({ learner: UserDoc, enrolments: z.array(EnrolmentDoc), orders: z.array(OrderDoc), identity: KycStatusDoc })
  .meta({
    id: 'LearnerDashboard',
    description: 'The learner, their enrolments (oldest first), orders (newest first) and identity verification.',
  });

const dashboardRoute = createRoute({
  method: 'get',
  path: '/me/dashboard',
  operationId: 'getDashboard',
  tags: ['learner'],
  summary: 'Everything the learner’s dashboard shows, in one answer (one token check, one session read)',
  security: bearer,
  responses: {
    200: json(LearnerDashboardDoc, 'The learner’s dashboard'),
    401: bearerProblem('No valid access token, or the session has ended'),
  },
});

export function meRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/me/dashboard – the learner, their enrolments, orders and identity verification
  app.openapi(dashboardRoute, async (c) => {
    // Verifies the token and its session itself, in the statement that reads the dashboard.
    const dashboard = await learnerDashboard(deps, c.req.header('authorization'));
    // Personal: no cache on the way may keep it.
    c.header('cache-control', 'no-store');
    return c.json(dashboard, 200);
  });

  withdrawalRoutes(app, deps);
}
