// Staff record money sent back for a payment: at most what it owes (never more than was paid), once. The payment row
// is locked while the refund is checked and written, and the database refuses a second refund for a payment
// (refunds_payment_idx), so two clicks or two colleagues record it once. A withdrawal's refund settles the withdrawal
// in the same transaction; the audit row is written with it; the learner is mailed afterwards.
import { and, eq } from 'drizzle-orm';
import { formatRupees, type RefundRecord, type RefundRequest } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { payments, refunds, withdrawals } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, unprocessable } from '../../domain-errors';
import { greetingLine } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';
import { refuseOwnCase, type Staff } from '../auth/require-staff';
import { recordStaffAction } from '../staff/audit-log';
import { owedFor, owedPaisa } from './refunds-owed';
import { refundRecordedMail } from './refund-mail-text';

const alreadyRecorded = () => conflict('A refund for this payment is recorded already.');

export async function recordRefund(deps: PlatformDeps, staff: Staff, input: RefundRequest): Promise<RefundRecord> {
  const now = deps.now();
  const { row, refundId } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.id, input.paymentId))
      .for('update');
    const row = locked ? await owedFor(tx, input.paymentId) : undefined;
    if (!row) throw notFound('No such payment.');
    refuseOwnCase(staff, row.learner.id, 'This payment');
    if (row.refundId !== null) throw alreadyRecorded();
    const owed = owedPaisa(row);
    if (owed === 0) throw conflict('Nothing is owed back for this payment.');
    if (input.amountPaisa > owed)
      throw unprocessable('Invalid body field: amountPaisa', {
        amountPaisa: [`At most ${formatRupees({ amountPaisa: owed, currency: 'PKR' })} is owed back for this payment.`],
      });
    const settles = row.withdrawal?.status === 'requested' && !row.payment.refundDue ? row.withdrawal.id : null;
    let refundId: string;
    try {
      const [inserted] = await tx
        .insert(refunds)
        .values({
          paymentId: row.payment.id,
          withdrawalId: settles,
          accountId: row.learner.id,
          amountPaisa: input.amountPaisa,
          method: input.method,
          reference: input.reference,
          recordedBy: staff.account.id,
          recordedByEmail: staff.account.email,
          recordedAt: now,
        })
        .returning({ id: refunds.id });
      refundId = inserted!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyRecorded();
      throw error;
    }
    if (settles)
      await tx
        .update(withdrawals)
        .set({ status: 'refunded', settledBy: staff.account.id, settledByEmail: staff.account.email, settledAt: now })
        .where(and(eq(withdrawals.id, settles), eq(withdrawals.status, 'requested')));
    await recordStaffAction(
      tx,
      staff.actor,
      {
        action: 'refund.recorded',
        recordType: 'payment',
        recordId: row.payment.id,
        before: { owedPaisa: owed, refund: null, ...(settles ? { withdrawal: 'requested' } : {}) },
        after: {
          refund: { id: refundId, amountPaisa: input.amountPaisa, method: input.method, reference: input.reference },
          ...(settles ? { withdrawal: 'refunded' } : {}),
        },
      },
      now,
    );
    return { row, refundId };
  });
  const { learner, programme, order } = row;
  const mail = refundRecordedMail(learner.language, {
    programme: programme.title,
    semester: order.semester,
    amount: { amountPaisa: input.amountPaisa, currency: 'PKR' },
    method: input.method,
    reference: input.reference,
  });
  const text = [greetingLine(learner.language, learner.fullName), '', ...mail.lines].join('\n');
  sendAccountMail(deps, { to: learner.email, subject: mail.subject, text }, { accountId: learner.id });
  return {
    ...input,
    id: refundId,
    learner: { id: learner.id, fullName: learner.fullName, email: learner.email },
    recordedAt: now.toISOString(),
    recordedBy: staff.account.email,
    hasProof: false,
  };
}
