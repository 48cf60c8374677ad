// Money owed back and not yet sent: a payment the order did not need (paid twice, paid after the order closed or the
// learner was enrolled: settle.ts sets refund_due and the flag) and a withdrawal's refund still requested
// (semesters/withdrawals.ts). Each is owed against one payment, and a payment's refund is recorded once.
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { RefundOwed } from '@/contract';
import type { Database } from '../../db/client';
import { accounts, orders, payments, programmes, receipts, refunds, withdrawals } from '../../db/schema';
import { receiptNumber } from '../checkout/order-view';

const owedRows = (db: Pick<Database, 'select'>, where: SQL | undefined) =>
  db
    .select({
      payment: payments,
      order: { accountId: orders.accountId, reference: orders.reference, semester: orders.programmeSemester },
      learner: { id: accounts.id, fullName: accounts.fullName, email: accounts.email, language: accounts.language },
      programme: { slug: programmes.slug, title: programmes.title },
      withdrawal: { id: withdrawals.id, refundPaisa: withdrawals.refundPaisa, status: withdrawals.status },
      receiptId: receipts.id,
      refundId: refunds.id,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug))
    .leftJoin(withdrawals, eq(withdrawals.paymentId, payments.id))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(where)
    .orderBy(asc(payments.startedAt));

export type OwedRow = Awaited<ReturnType<typeof owedRows>>[number];

/** What the payment owes back, or 0: all of a payment the order did not need, or the withdrawal's refund. */
export function owedPaisa(row: Pick<OwedRow, 'payment' | 'withdrawal'>): number {
  if (row.payment.refundDue) return row.payment.amountPaisa;
  if (row.withdrawal?.status === 'requested') return Math.min(row.withdrawal.refundPaisa, row.payment.amountPaisa);
  return 0;
}

export function toRefundOwed(row: OwedRow): RefundOwed {
  const { payment, order, learner, programme } = row;
  return {
    paymentId: payment.id,
    reason: payment.refundDue ? (payment.flag ?? 'duplicate') : 'withdrawal',
    learner: { id: learner.id, fullName: learner.fullName, email: learner.email },
    programme,
    semester: order.semester,
    orderReference: order.reference,
    method: payment.method,
    paid: { amountPaisa: payment.amountPaisa, currency: 'PKR' },
    owed: { amountPaisa: owedPaisa(row), currency: 'PKR' },
    paidAt: (payment.completedAt ?? payment.startedAt).toISOString(),
    receiptNumber: row.receiptId === null ? null : receiptNumber(row.receiptId),
  };
}

const stillOwed = and(isNull(refunds.id), or(eq(payments.refundDue, true), eq(withdrawals.status, 'requested')));

/** Every refund owed and not yet recorded, oldest payment first (the longest wait first). */
export async function refundsOwed(db: Database): Promise<RefundOwed[]> {
  return (await owedRows(db, stillOwed)).map(toRefundOwed);
}

/** One payment with what it owes (whether or not already refunded), or undefined. */
export async function owedFor(db: Pick<Database, 'select'>, paymentId: string): Promise<OwedRow | undefined> {
  const [row] = await owedRows(db, eq(payments.id, paymentId));
  return row;
}
