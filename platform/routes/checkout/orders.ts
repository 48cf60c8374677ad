// Orders and the checkout's options: the learner's side of buying a programme.
import { createRoute, z } from '@hono/zod-openapi';
import { createOrderRequestSchema, localeQuerySchema, slugSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { requireLearner, requireVerifiedLearner } from '../../services/auth/require-learner';
import { checkoutOptions } from '../../services/checkout/options';
import { cancelOrder, createOrder, listOwnOrders, ownOrder } from '../../services/checkout/orders';
import { createSemesterOrder } from '../../services/semesters/semester-order';
import {
  bearer,
  CheckoutOptionsDoc,
  created,
  idParams,
  json,
  jsonBody,
  learnerProblems,
  listOf,
  OrderDoc,
  problem,
} from './schemas';

const optionsRoute = createRoute({
  method: 'get',
  path: '/checkout/programmes/{slug}',
  operationId: 'getCheckoutOptions',
  tags: ['checkout'],
  summary:
    'What buying a programme involves: fee, intakes, what is included, refund policy (in the language asked for), payment methods, open orders',
  security: bearer,
  request: { params: z.object({ slug: slugSchema }), query: localeQuerySchema },
  responses: {
    200: json(CheckoutOptionsDoc, 'Checkout options'),
    400: problem('Malformed slug or locale'),
    ...learnerProblems,
    404: problem('No such programme'),
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/orders',
  operationId: 'createOrder',
  tags: ['checkout'],
  summary: 'Open an order for a programme intake, or a later semester of an enrolment (or answer the one already open)',
  security: bearer,
  request: {
    headers: idempotencyKeyHeaders({ required: true }),
    body: jsonBody(createOrderRequestSchema),
  },
  responses: {
    200: json(OrderDoc, 'The order already open for this intake and semester'),
    201: created(OrderDoc, 'Order created', 'the order (GET /orders/{id})'),
    400: problem('Missing or malformed Idempotency-Key'),
    ...learnerProblems,
    403: problem('E-mail address not confirmed yet (problem type urn:learner-portal:problem:email-unverified)'),
    404: problem('No such programme, or (a later semester) no enrolment in it'),
    409: problem(
      'Already enrolled, the semester is paid or covered by a scholarship, or the same Idempotency-Key is still being handled',
    ),
    422: problem(
      'Programme not open for enrolment, intake started or unknown, semester unknown, started, not yet scheduled or after an unpaid one, or an Idempotency-Key reused with another body',
    ),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/orders',
  operationId: 'listOrders',
  tags: ['checkout'],
  summary: 'The learner’s orders, newest first, with their payments',
  security: bearer,
  responses: { 200: json(listOf(OrderDoc, 'OrderList'), 'Orders'), ...learnerProblems },
});

const getRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  operationId: 'getOrder',
  tags: ['checkout'],
  summary: 'One of the learner’s orders',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(OrderDoc, 'The order'),
    400: problem('Malformed id'),
    ...learnerProblems,
    404: problem('No such order'),
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  operationId: 'cancelOrder',
  tags: ['checkout'],
  summary: 'Cancel an unpaid order',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(OrderDoc, 'The cancelled order'),
    ...learnerProblems,
    404: problem('No such order'),
    409: problem('Paid, closed, or a transfer awaits confirmation'),
  },
});

export function orderRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const learner = (authorization: string | undefined) => requireLearner(deps, authorization);

  // GET /api/v1/checkout/programmes/{slug} – the checkout's options for one programme
  app.openapi(optionsRoute, async (c) =>
    c.json(
      await checkoutOptions(
        deps,
        await learner(c.req.header('authorization')),
        c.req.valid('param').slug,
        c.req.valid('query').locale,
      ),
      200,
    ),
  );

  // POST /api/v1/orders – open an order (Idempotency-Key required)
  app.use('/orders', idempotency(deps, { scope: callerScope(deps, 'POST /orders'), required: true }));
  app.openapi(createRouteDef, async (c) => {
    // Money is only taken from learners whose e-mail address is confirmed (receipts and refunds go there).
    const learner = await requireVerifiedLearner(deps, c.req.header('authorization'));
    const { semester = 1, ...input } = c.req.valid('json');
    const { order, created: isNew } =
      semester > 1
        ? await createSemesterOrder(deps, learner, { ...input, semester })
        : await createOrder(deps, learner, input);
    return isNew ? c.json(order, 201, { Location: `/api/v1/orders/${order.id}` }) : c.json(order, 200);
  });

  // GET /api/v1/orders – the learner's orders
  app.openapi(listRoute, async (c) => {
    const items = await listOwnOrders(deps, await learner(c.req.header('authorization')));
    return c.json({ items, total: items.length }, 200);
  });

  // GET /api/v1/orders/{id} – one order
  app.openapi(getRoute, async (c) =>
    c.json(await ownOrder(deps, await learner(c.req.header('authorization')), c.req.valid('param').id), 200),
  );

  // POST /api/v1/orders/{id}/cancel – give up on an unpaid order
  app.openapi(cancelRoute, async (c) =>
    c.json(await cancelOrder(deps, await learner(c.req.header('authorization')), c.req.valid('param').id), 200),
  );
}
