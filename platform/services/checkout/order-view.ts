// Orders read back in the contract's shape: programme, intake, lines and payments with their receipts.
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Order, Payment } from '@/contract';
import type { Database } from '../../db/client';
import { orderLines, orders, payments, programmes, receipts, refunds, terms } from '../../db/schema';
import { toIntake } from './intakes';

export const receiptNumber = (id: number) => `R-${String(id).padStart(6, '0')}`;
const money = (amountPaisa: number) => ({ amountPaisa, currency: 'PKR' as const });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

const toRefund = (row: RefundRow) => ({
  amount: money(row.amountPaisa),
  method: row.method,
  reference: row.reference,
  recordedAt: row.recordedAt.toISOString(),
});

export function toPayment(row: PaymentRow, receiptId: number | null, refund: RefundRow | null = null): Payment {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: money(row.amountPaisa),
    startedAt: row.startedAt.toISOString(),
    completedAt: iso(row.completedAt),
    receiptNumber: receiptId === null ? null : receiptNumber(receiptId),
    refundDue: row.refundDue,
    flag: row.flag,
    failureReason: row.failureReason,
    transferId: row.transferId,
    hasTransferReceipt: row.transferReceiptKey !== null,
    refund: refund ? toRefund(refund) : null,
  };
}

type OrderRow = { order: typeof orders.$inferSelect; title: string; intake: typeof terms.$inferSelect };
type LineRow = typeof orderLines.$inferSelect;

/** Orders read oldest first, answered newest first, each with its lines and payments (the dashboard reads the same rows). */
export function toOrders(
  rows: OrderRow[],
  lines: LineRow[],
  paid: Array<{ payment: PaymentRow; receiptId: number | null; refund?: RefundRow | null }>,
): Order[] {
  return [...rows].reverse().map(({ order, title, intake }) => ({
    id: order.id,
    reference: order.reference,
    programme: { slug: order.programmeSlug, title },
    intake: toIntake(intake),
    semester: order.programmeSemester,
    status: order.status,
    total: money(order.totalPaisa),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({ description: line.description, amount: money(line.amountPaisa) })),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: iso(order.paidAt),
    payments: paid
      .filter(({ payment }) => payment.orderId === order.id)
      .map(({ payment, receiptId, refund }) => toPayment(payment, receiptId, refund ?? null)),
  }));
}

/** Orders matching `where`, newest first, each complete. */
export async function readOrders(db: Database, where: SQL): Promise<Order[]> {
  const rows = await db
    .select({ order: orders, title: programmes.title, intake: terms })
    .from(orders)
    .innerJoin(programmes, eq(orders.programmeSlug, programmes.slug))
    .innerJoin(terms, eq(orders.intakeSlug, terms.slug))
    .where(where)
    .orderBy(asc(orders.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [lines, paid] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db
      .select({ payment: payments, receiptId: receipts.id, refund: refunds })
      .from(payments)
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.startedAt)),
  ]);
  return toOrders(rows, lines, paid);
}

export async function readOrder(db: Database, orderId: string): Promise<Order | undefined> {
  return (await readOrders(db, eq(orders.id, orderId)))[0];
}
