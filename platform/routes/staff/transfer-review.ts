// Staff review of bank transfers: the queue, one transfer, its receipt screenshot (decrypted, never cached) and the
// decision. Every call checks the staff role in the database (requireStaff): a learner gets 403, a visitor 401.
import { createRoute, z } from '@hono/zod-openapi';
import {
  OWN_CASE_PROBLEM_TYPE,
  pageQuerySchema,
  transferDecisionSchema,
  transferQueueItemSchema,
  transferQueueStatusSchema,
  transferReviewSchema,
} from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireStaff } from '../../services/auth/require-staff';
import { decideTransfer, transferQueue, transferReceipt, transferReview } from '../../services/payments/staff-review';
import { bearer } from '../auth/schemas';
import { jpegAnswer } from '../kyc/schemas';
import { oneCaseRoute, staffOnly } from './staff-route';

const TransferQueueItemDoc = transferQueueItemSchema.meta({ id: 'TransferQueueItem' });
const TransferQueueDoc = z
  .object({ items: z.array(TransferQueueItemDoc), total: z.number().int() })
  .meta({ id: 'TransferQueue' });
const TransferReviewDoc = transferReviewSchema.meta({
  id: 'TransferReview',
  description: 'A bank transfer with its order, learner and the staff decision once taken. Amounts are integer paisa.',
});
const TransferDecisionDoc = transferDecisionSchema.meta({ id: 'TransferDecision' });
const queueQuery = pageQuerySchema.extend({ status: transferQueueStatusSchema.default('awaiting') });
const paymentParams = z.object({ id: z.uuid() });
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /api/v1/staff/payments – bank transfers awaiting confirmation (oldest first) or decided (newest first)
const queueRoute = createRoute({
  method: 'get',
  path: '/staff/payments',
  operationId: 'listTransferPayments',
  summary: 'Bank transfers awaiting confirmation (oldest first) or decided (newest first)',
  tags: ['staff'],
  security: bearer,
  request: { query: queueQuery },
  responses: {
    200: json(TransferQueueDoc, 'One page of the queue'),
    400: problem('Invalid query parameter'),
    ...staffOnly,
  },
});

// GET /api/v1/staff/payments/{id} – one transfer with everything needed to decide
const reviewRoute = oneCaseRoute({
  method: 'get',
  path: '/staff/payments/{id}',
  operationId: 'getTransferPayment',
  summary: 'One transfer with everything needed to decide',
  request: { params: paymentParams },
  ok: json(TransferReviewDoc, 'The transfer, its order and learner, and the decision once taken'),
  malformed: 'Malformed id',
  missing: 'No such bank transfer',
});

// GET /api/v1/staff/payments/{id}/transfer-receipt – the receipt screenshot, decrypted
const receiptRoute = oneCaseRoute({
  method: 'get',
  path: '/staff/payments/{id}/transfer-receipt',
  operationId: 'getTransferReceipt',
  summary: 'The receipt screenshot, decrypted',
  request: { params: paymentParams },
  ok: jpegAnswer('The screenshot, re-encoded (Cache-Control: private, no-store)'),
  malformed: 'Malformed id',
  missing: 'No such transfer or receipt',
});

// POST /api/v1/staff/payments/{id}/decision – confirm (paid, enrolled, receipt mailed) or reject with a reason (mailed)
const decisionRoute = oneCaseRoute({
  method: 'post',
  path: '/staff/payments/{id}/decision',
  operationId: 'decideTransferPayment',
  summary: 'Confirm (paid, enrolled, receipt mailed) or reject with a reason (mailed)',
  request: { params: paymentParams, body: jsonBody(TransferDecisionDoc) },
  ok: json(TransferReviewDoc, 'Decided and recorded'),
  malformed: 'Malformed id',
  missing: 'No such bank transfer',
  more: {
    403: problem(`Not staff, or the transfer pays the caller’s own order (type ${OWN_CASE_PROBLEM_TYPE})`),
    409: problem('Already decided, or not sent for confirmation yet'),
    422: problem('Invalid field (a rejection needs a reason; "other" needs a note)'),
  },
});

export function transferReviewRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const staff = (authorization: string | undefined) => requireStaff(deps, authorization);

  app.openapi(queueRoute, async (c) => {
    await staff(c.req.header('authorization'));
    const { status, limit, offset } = c.req.valid('query');
    return c.json(await transferQueue(deps, status, { limit, offset }), 200, PRIVATE);
  });

  app.openapi(reviewRoute, async (c) => {
    const reviewer = await staff(c.req.header('authorization'));
    return c.json(await transferReview(deps, c.req.valid('param').id, reviewer.account.id), 200, PRIVATE);
  });

  app.openapi(receiptRoute, async (c) => {
    await staff(c.req.header('authorization'));
    const blob = await transferReceipt(deps, c.req.valid('param').id);
    return c.body(new Uint8Array(blob.bytes), 200, {
      ...PRIVATE,
      'content-type': blob.contentType,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });

  app.openapi(decisionRoute, async (c) => {
    const reviewer = await staff(c.req.header('authorization'));
    return c.json(await decideTransfer(deps, reviewer, c.req.valid('param').id, c.req.valid('json')), 200, PRIVATE);
  });
}
