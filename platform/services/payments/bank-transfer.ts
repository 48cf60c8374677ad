// Bank transfer and Raast: the learner transfers to the institute's account quoting the order reference,
// then sends the transaction id and a screenshot of the receipt (through the photo pipeline: content check,
// re-encode, encryption). The payment then waits for staff.
import { and, eq } from 'drizzle-orm';
import type { Order } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { payments } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, unprocessable } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { ownOrder } from '../checkout/orders';
import { acceptImage } from '../images/accept-image';
import { storageOf } from '../storage/storage-of';

const RECEIPT_RULES = { field: 'receipt', label: 'your transfer receipt', minShortSide: 300, checkQuality: false };

async function ownBankPayment(deps: PlatformDeps, learner: Learner, paymentId: string) {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.method, 'bank_transfer')));
  if (!row) throw notFound('No such bank transfer.');
  const order = await ownOrder(deps, learner, row.orderId); // 404 for anyone else's
  return { row, order };
}

const notWaiting = () => conflict('This transfer has already been sent for confirmation.');

/** Stores (or replaces) the receipt screenshot of a transfer not yet sent for confirmation. */
export async function uploadTransferReceipt(
  deps: PlatformDeps,
  learner: Learner,
  paymentId: string,
  request: Request,
): Promise<void> {
  const { row, order } = await ownBankPayment(deps, learner, paymentId);
  if (order.status !== 'pending_payment')
    throw conflict(`This order is ${order.status.replace('_', ' ')}; nothing more can be sent for it.`);
  if (row.status !== 'pending') throw notWaiting();
  const image = await acceptImage(deps, request, RECEIPT_RULES, learner.account.id);
  const [updated] = await deps.db
    .update(payments)
    .set({ transferReceiptKey: image.key })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  const stale = updated ? row.transferReceiptKey : image.key;
  if (stale) await storageOf(deps).delete([stale]);
  if (!updated) throw notWaiting();
}

/** Sends the transfer for confirmation: the transaction id, with the receipt already uploaded. */
export async function submitTransfer(
  deps: PlatformDeps,
  learner: Learner,
  paymentId: string,
  transferId: string,
): Promise<Order> {
  const { row, order } = await ownBankPayment(deps, learner, paymentId);
  if (order.status !== 'pending_payment')
    throw conflict(`This order is ${order.status.replace('_', ' ')}; nothing more can be sent for it.`);
  if (row.status === 'awaiting_confirmation' && row.transferId === transferId) return order;
  if (row.status !== 'pending') throw notWaiting();
  if (!row.transferReceiptKey)
    throw unprocessable('Invalid field: receipt', { receipt: ['Add a screenshot of your transfer receipt.'] });
  try {
    await deps.db
      .update(payments)
      .set({ status: 'awaiting_confirmation', transferId, submittedAt: deps.now() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
  } catch (error) {
    if (isUniqueViolation(error))
      throw unprocessable('Invalid field: transaction_id', {
        transaction_id: [
          'This transaction id has already been sent for another payment. Check it in your banking app.',
        ],
      });
    throw error;
  }
  return ownOrder(deps, learner, row.orderId);
}
