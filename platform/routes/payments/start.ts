// Starting a payment for an order, and asking the gateway again how one stands (reconciliation).
import { createRoute } from '@hono/zod-openapi';
import { startPaymentRequestSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { notFound } from '../../domain-errors';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { requireLearner, requireVerifiedLearner } from '../../services/auth/require-learner';
import { ownOrder } from '../../services/checkout/orders';
import { checkWithGateway } from '../../services/payments/notifications';
import { paymentOwner, startPayment } from '../../services/payments/start-payment';
import {
  bearer,
  created,
  idParams,
  json,
  jsonBody,
  learnerProblems,
  OrderDoc,
  PaymentStartDoc,
  problem,
} from '../checkout/schemas';

const startRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/payments',
  operationId: 'startPayment',
  tags: ['payments'],
  summary:
    'Start paying an order: a gateway redirect, or bank-transfer instructions (the same answer while one is in progress)',
  security: bearer,
  request: {
    params: idParams,
    headers: idempotencyKeyHeaders({ required: true }),
    body: jsonBody(startPaymentRequestSchema),
  },
  responses: {
    201: created(
      PaymentStartDoc,
      'Where to send the learner',
      'the order, which lists its payments (GET /orders/{id})',
    ),
    400: problem('Missing or malformed Idempotency-Key'),
    ...learnerProblems,
    403: problem('E-mail address not confirmed, or identity verification not submitted or rejected'),
    404: problem('No such order'),
    409: problem('Order paid, expired or closed; a payment awaits confirmation; or one is being started (Retry-After)'),
    422: problem('Method not available, or an Idempotency-Key reused with another body'),
    503: problem('The gateway did not answer; nothing was charged'),
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/payments/{id}/check',
  operationId: 'checkPayment',
  tags: ['payments'],
  summary: 'Ask the gateway for this payment’s status now and answer the order as it then stands',
  security: bearer,
  request: { params: idParams },
  responses: { 200: json(OrderDoc, 'The order after the check'), ...learnerProblems, 404: problem('No such payment') },
});

export function paymentStartRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // POST /api/v1/orders/{id}/payments – start a payment (Idempotency-Key required)
  app.use(
    '/orders/:id/payments',
    idempotency(deps, {
      scope: (c) => callerScope(deps, `POST /orders/${c.req.param('id')}/payments`)(c),
      required: true,
    }),
  );
  app.openapi(startRoute, async (c) => {
    const learner = await requireVerifiedLearner(deps, c.req.header('authorization'));
    const orderId = c.req.valid('param').id;
    // A payment has no URL of its own: the order lists its payments.
    return c.json(await startPayment(deps, learner, orderId, c.req.valid('json').method), 201, {
      Location: `/api/v1/orders/${orderId}`,
    });
  });

  // POST /api/v1/payments/{id}/check – reconcile one payment with the gateway
  app.openapi(checkRoute, async (c) => {
    const learner = await requireLearner(deps, c.req.header('authorization'));
    const paymentId = c.req.valid('param').id;
    const found = await paymentOwner(deps, paymentId);
    if (!found || found.accountId !== learner.account.id) throw notFound('No such payment.');
    const open = found.status === 'pending' || found.status === 'awaiting_confirmation';
    if (open && found.method !== 'bank_transfer') await checkWithGateway(deps, paymentId, found.gatewayRef, 'status');
    return c.json(await ownOrder(deps, learner, found.orderId), 200);
  });
}
