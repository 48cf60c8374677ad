// One receipt: who was paid (the organisation), by whom, for what, how and the gateway's transaction id.
// The printable page (for the learner it belongs to) and the e-mail read the same data.
import { eq } from 'drizzle-orm';
import type { Language, Receipt } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, organisation, orders, payments, receipts } from '../../db/schema';
import { notFound } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { toOrganisation } from '../catalogue/rows';
import { readOrder, receiptNumber, toPayment } from './order-view';

const RECEIPT_NUMBER_PATTERN = /^R-(\d{6,12})$/;

/** The receipt of one payment with the id of the account it belongs to, or null. */
export async function readReceipt(
  deps: PlatformDeps,
  where: { receiptId: number } | { paymentId: string },
): Promise<{ receipt: Receipt; accountId: string; language: Language } | null> {
  const [row] = await deps.db
    .select({
      receipt: receipts,
      payment: payments,
      account: { id: accounts.id, fullName: accounts.fullName, email: accounts.email, language: accounts.language },
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where('receiptId' in where ? eq(receipts.id, where.receiptId) : eq(receipts.paymentId, where.paymentId));
  if (!row) return null;
  const [order, [issuer]] = await Promise.all([
    readOrder(deps.db, row.payment.orderId),
    deps.db.select().from(organisation).limit(1),
  ]);
  if (!order) return null;
  const receipt: Receipt = {
    number: receiptNumber(row.receipt.id),
    issuedAt: row.receipt.issuedAt.toISOString(),
    issuer: issuer ? toOrganisation(issuer) : null,
    transactionId: row.payment.gatewayTxnId ?? row.payment.transferId,
    learner: { fullName: row.account.fullName, email: row.account.email },
    order,
    payment: order.payments.find((payment) => payment.id === row.payment.id) ?? toPayment(row.payment, row.receipt.id),
  };
  return { receipt, accountId: row.account.id, language: row.account.language };
}

export async function ownReceipt(deps: PlatformDeps, learner: Learner, number: string): Promise<Receipt> {
  const id = Number(RECEIPT_NUMBER_PATTERN.exec(number)?.[1]);
  const missing = notFound('No such receipt.');
  if (!Number.isSafeInteger(id)) throw missing;
  const found = await readReceipt(deps, { receiptId: id });
  if (!found || found.accountId !== learner.account.id) throw missing;
  return { ...found.receipt, number };
}
