// One receipt, for the learner it belongs to: the printable page and the e-mail read the same data.
import { eq } from 'drizzle-orm';
import type { Receipt } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { orders, payments, receipts } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Learner } from '../auth/require-learner';
import { readOrder, toPayment } from './order-view';

export const RECEIPT_NUMBER_PATTERN = /^R-(\d{6,12})$/;

export async function ownReceipt(deps: PlatformDeps, learner: Learner, number: string): Promise<Receipt> {
  const id = Number(RECEIPT_NUMBER_PATTERN.exec(number)?.[1]);
  const missing = notFound('No such receipt.');
  if (!Number.isSafeInteger(id)) throw missing;
  const [row] = await deps.db
    .select({ receipt: receipts, payment: payments, accountId: orders.accountId })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(receipts.id, id));
  if (!row || row.accountId !== learner.account.id) throw missing;
  const order = await readOrder(deps.db, row.payment.orderId);
  if (!order) throw missing;
  return {
    number,
    issuedAt: row.receipt.issuedAt.toISOString(),
    learner: { fullName: learner.account.fullName, email: learner.account.email },
    order,
    payment: toPayment(row.payment, row.receipt.id),
  };
}
