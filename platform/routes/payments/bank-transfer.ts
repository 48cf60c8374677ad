// Bank transfer: the learner's receipt screenshot and transaction id (staff review: routes/staff/transfer-review.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { transferSubmissionSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { requireVerifiedLearner } from '../../services/auth/require-learner';
import { submitTransfer, uploadTransferReceipt } from '../../services/payments/bank-transfer';
import { bearer, idParams, json, jsonBody, learnerProblems, OrderDoc, problem } from '../checkout/schemas';

const receiptRoute = createRoute({
  method: 'put',
  path: '/payments/{id}/transfer-receipt',
  operationId: 'uploadTransferReceipt',
  tags: ['payments'],
  summary:
    'The screenshot of a bank-transfer receipt (raw JPEG, PNG or WebP body, at most 10 MB); replaces an earlier one',
  security: bearer,
  request: {
    params: idParams,
    body: {
      required: true,
      content: {
        'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
        'image/png': { schema: z.string().meta({ format: 'binary' }) },
        'image/webp': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
  },
  responses: {
    204: { description: 'Stored (re-encoded, encrypted)' },
    ...learnerProblems,
    403: problem('E-mail address not confirmed yet'),
    404: problem('No such bank transfer'),
    408: problem('The body arrived slower than the minimum rate and was cut'),
    409: problem('Already sent for confirmation, or the order is closed'),
    413: problem('Larger than 10 MB'),
    415: problem('Not a JPEG, PNG or WebP image'),
    422: problem('Unreadable or too small'),
    503: problem('Too many uploads at once; see Retry-After'),
  },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/payments/{id}/transfer',
  operationId: 'submitBankTransfer',
  tags: ['payments'],
  summary: 'Send a bank transfer for confirmation: its transaction id (the receipt uploaded first)',
  security: bearer,
  request: {
    params: idParams,
    headers: idempotencyKeyHeaders({ required: false }),
    body: jsonBody(transferSubmissionSchema),
  },
  responses: {
    200: json(OrderDoc, 'The order, its transfer now awaiting confirmation'),
    ...learnerProblems,
    403: problem('E-mail address not confirmed yet'),
    404: problem('No such bank transfer'),
    409: problem('Already sent, or the order is closed'),
    422: problem('No receipt yet, or a transaction id already used'),
  },
});

export function bankTransferRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // PUT /api/v1/payments/{id}/transfer-receipt – the receipt screenshot, through the photo pipeline
  app.openapi(receiptRoute, async (c) => {
    const learner = await requireVerifiedLearner(deps, c.req.header('authorization'));
    await uploadTransferReceipt(deps, learner, c.req.valid('param').id, c.req.raw);
    return c.body(null, 204);
  });

  // POST /api/v1/payments/{id}/transfer – send the transfer for confirmation
  app.use(
    '/payments/:id/transfer',
    idempotency(deps, { scope: (c) => callerScope(deps, `POST /payments/${c.req.param('id')}/transfer`)(c) }),
  );
  app.openapi(submitRoute, async (c) => {
    const learner = await requireVerifiedLearner(deps, c.req.header('authorization'));
    return c.json(
      await submitTransfer(deps, learner, c.req.valid('param').id, c.req.valid('json').transaction_id),
      200,
    );
  });
}
