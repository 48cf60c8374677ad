// Staff review of bank transfers (a review desk, ./review-desk.ts): the queue, one transfer, its receipt screenshot and
// the decision, which pays and enrols (receipt mailed) or is mailed to the learner with its reason.
import { z } from '@hono/zod-openapi';
import {
  pageQuerySchema,
  transferDecisionSchema,
  transferQueueItemSchema,
  transferQueueStatusSchema,
  transferReviewSchema,
} from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { decideTransfer, transferQueue, transferReceipt, transferReview } from '../../services/payments/staff-review';
import { reviewDeskRoutes } from './review-desk';

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

export function transferReviewRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  reviewDeskRoutes(app, deps, {
    // GET /api/v1/staff/payments – bank transfers awaiting confirmation (oldest first) or decided (newest first)
    path: '/staff/payments',
    queue: {
      operationId: 'listTransferPayments',
      summary: 'Bank transfers awaiting confirmation (oldest first) or decided (newest first)',
      query: queueQuery,
      ok: TransferQueueDoc,
      list: ({ status, limit, offset }) => transferQueue(deps, status, { limit, offset }),
    },
    missing: 'No such bank transfer',
    // GET /api/v1/staff/payments/{id} – one transfer with everything needed to decide
    review: {
      operationId: 'getTransferPayment',
      summary: 'One transfer with everything needed to decide',
      ok: [TransferReviewDoc, 'The transfer, its order and learner, and the decision once taken'],
      read: (id, reviewerId) => transferReview(deps, id, reviewerId),
    },
    // GET /api/v1/staff/payments/{id}/transfer-receipt – the receipt screenshot, decrypted
    file: {
      path: '/transfer-receipt',
      operationId: 'getTransferReceipt',
      summary: 'The receipt screenshot, decrypted',
      params: z.object({ id: z.uuid() }),
      description: 'The screenshot, re-encoded (Cache-Control: private, no-store)',
      malformed: 'Malformed id',
      missing: 'No such transfer or receipt',
      read: ({ id }) => transferReceipt(deps, id),
    },
    // POST /api/v1/staff/payments/{id}/decision – confirm (paid, enrolled, receipt mailed) or reject with a reason (mailed)
    decision: {
      operationId: 'decideTransferPayment',
      summary: 'Confirm (paid, enrolled, receipt mailed) or reject with a reason (mailed)',
      body: TransferDecisionDoc,
      ownCase: 'the transfer pays the caller’s own order',
      conflict: 'Already decided, or not sent for confirmation yet',
      decide: (staff, id, input) => decideTransfer(deps, staff, id, input),
    },
  });
}
