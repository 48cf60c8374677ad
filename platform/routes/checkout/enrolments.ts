// The learner's enrolments and receipts.
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { requireLearner } from '../../services/auth/require-learner';
import { ownReceipt } from '../../services/checkout/receipts';
import { listEnrolments } from '../../services/enrolments/list';
import { bearer, EnrolmentDoc, json, learnerProblems, listOf, problem, ReceiptDoc } from './schemas';

const enrolmentsRoute = createRoute({
  method: 'get',
  path: '/enrolments',
  operationId: 'listEnrolments',
  tags: ['checkout'],
  summary: 'The programmes the learner is enrolled in (created when an order is paid)',
  security: bearer,
  responses: { 200: json(listOf(EnrolmentDoc, 'EnrolmentList'), 'Enrolments'), ...learnerProblems },
});

const receiptRoute = createRoute({
  method: 'get',
  path: '/receipts/{number}',
  operationId: 'getReceipt',
  tags: ['checkout'],
  summary: 'One of the learner’s receipts',
  security: bearer,
  request: {
    params: z.object({
      number: z
        .string()
        .regex(/^R-\d{6,12}$/)
        .meta({ example: 'R-000042' }),
    }),
  },
  responses: {
    200: json(ReceiptDoc, 'The receipt'),
    400: problem('Malformed number'),
    ...learnerProblems,
    404: problem('No such receipt'),
  },
});

export function enrolmentRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/enrolments – the learner's programmes
  app.openapi(enrolmentsRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    const items = await listEnrolments(deps.db, learner.account.id, deps.now());
    return c.json({ items, total: items.length }, 200);
  });

  // GET /api/v1/receipts/{number} – a receipt, for its learner only
  app.openapi(receiptRoute, async (c) =>
    c.json(
      await ownReceipt(deps, await requireLearner(deps, c.req.header('authorization')), c.req.valid('param').number),
      200,
    ),
  );
}
