// The money sections of "Download my data": the withdrawals the learner asked for, every rupee still owed back to
// them (a withdrawal's refund not yet sent, a payment nobody needed), and the later semesters staff covered.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DataExport } from '@/contract';
import type { Database } from '../../db/client';
import { orders, payments, semesterScholarships, withdrawals } from '../../db/schema';

type MoneySections = Pick<DataExport, 'withdrawals' | 'refunds_owed' | 'semester_scholarships'>;

export async function exportMoney(
  tx: Pick<Database, 'select'>,
  accountId: string,
  orderIds: readonly string[],
): Promise<MoneySections> {
  const [withdrawn, unneeded, covered] = await Promise.all([
    tx
      .select({ withdrawal: withdrawals, reference: orders.reference, currency: payments.currency })
      .from(withdrawals)
      .leftJoin(payments, eq(payments.id, withdrawals.paymentId))
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(withdrawals.accountId, accountId))
      .orderBy(asc(withdrawals.requestedAt)),
    orderIds.length
      ? tx
          .select({ payment: payments, reference: orders.reference })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.refundDue, true)))
          .orderBy(asc(payments.startedAt))
      : [],
    tx
      .select()
      .from(semesterScholarships)
      .where(eq(semesterScholarships.accountId, accountId))
      .orderBy(asc(semesterScholarships.decidedAt)),
  ]);
  return {
    withdrawals: withdrawn.map(({ withdrawal, reference }) => ({
      source: 'you' as const,
      programme: withdrawal.programmeSlug,
      semester: withdrawal.programmeSemester,
      order_reference: reference,
      refund_paisa: withdrawal.refundPaisa,
      status: withdrawal.status,
      requested_at: withdrawal.requestedAt.toISOString(),
      refunded_at: withdrawal.settledAt?.toISOString() ?? null,
    })),
    refunds_owed: [
      ...withdrawn
        .filter(({ withdrawal }) => withdrawal.status === 'requested')
        .map(({ withdrawal, reference, currency }) => ({
          source: 'about you' as const,
          reason: 'withdrawal',
          order_reference: reference,
          amount_paisa: withdrawal.refundPaisa,
          currency: currency ?? 'PKR',
          owed_since: withdrawal.requestedAt.toISOString(),
        })),
      ...unneeded.map(({ payment, reference }) => ({
        source: 'about you' as const,
        reason: payment.flag ?? 'not needed',
        order_reference: reference,
        amount_paisa: payment.amountPaisa,
        currency: payment.currency,
        owed_since: (payment.completedAt ?? payment.startedAt).toISOString(),
      })),
    ],
    semester_scholarships: covered.map((scholarship) => ({
      source: 'about you' as const,
      programme: scholarship.programmeSlug,
      semester: scholarship.programmeSemester,
      decided_at: scholarship.decidedAt.toISOString(),
    })),
  };
}
