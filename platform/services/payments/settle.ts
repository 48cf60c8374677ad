// The one place a payment's outcome changes anything: the payment's status, the order's, the enrolment and
// the receipt, in one transaction with the learner's rows locked (semester 1 enrols; a later one is paid on the enrolment). A repeated outcome changes nothing; money
// the order no longer needs (a second payment, a closed order, a semester the learner withdrew from) is recorded and
// flagged for refund, never enrolled or paid.
import { and, count, eq } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { accounts, enrolments, orders, payments, receipts } from '../../db/schema';
import { semesterCovered, semesterWithdrawn } from '../semesters/covered';
import { expireDueOrders } from '../checkout/expiry';
import type { GatewayOutcome } from './gateway';
import { sendReceiptMail } from './receipt-mail';

/** After this many declined attempts the order is failed and the learner starts a new one. */
const MAX_FAILED_ATTEMPTS = 5;

type SettleSource = 'return' | 'webhook' | 'status' | 'staff';
type Flag = (typeof payments.$inferSelect)['flag'];

interface SettleResult {
  orderId: string;
  changed: boolean;
  becamePaid: boolean;
}

export async function settlePayment(
  deps: PlatformDeps,
  paymentId: string,
  outcome: GatewayOutcome,
  source: SettleSource,
): Promise<SettleResult> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx): Promise<SettleResult> => {
    const [found] = await tx
      .select({ orderId: payments.orderId, accountId: orders.accountId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentId));
    if (!found) throw new Error(`unknown payment ${paymentId}`);
    // Lock order: the learner, then the order, then the payment, so two settlements for one learner queue up.
    const [holder] = await tx
      .select({ closedAt: accounts.closedAt })
      .from(accounts)
      .where(eq(accounts.id, found.accountId))
      .for('update');
    const [locked] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked || !payment) throw new Error('payment or order vanished');
    // Expiry is applied on read; an outcome arriving after the order's time finds it expired whether or not anyone read it since.
    const overdue =
      locked.status === 'pending_payment' &&
      locked.expiresAt <= now &&
      (await expireDueOrders(tx, now, eq(orders.id, locked.id))) > 0;
    const order = overdue ? { ...locked, status: 'expired' as const } : locked;
    const unchanged = { orderId: order.id, changed: false, becamePaid: false };
    const open = payment.status === 'pending' || payment.status === 'awaiting_confirmation';
    const setPayment = (values: Partial<typeof payments.$inferInsert>) =>
      tx.update(payments).set(values).where(eq(payments.id, payment.id));

    if (outcome.status === 'pending') {
      if (payment.status !== 'pending' || source === 'status') return unchanged;
      await setPayment({ status: 'awaiting_confirmation' });
      return { ...unchanged, changed: true };
    }
    if (outcome.status === 'failed' || outcome.status === 'cancelled') {
      if (!open) return unchanged;
      await setPayment({
        status: outcome.status,
        completedAt: now,
        failureReason: outcome.reason ?? null,
        gatewayTxnId: outcome.gatewayTxnId ?? payment.gatewayTxnId,
      });
      if (outcome.status === 'failed' && order.status === 'pending_payment') {
        const [failures] = await tx
          .select({ value: count() })
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'failed')));
        if ((failures?.value ?? 0) >= MAX_FAILED_ATTEMPTS)
          await tx.update(orders).set({ status: 'failed', closedAt: now }).where(eq(orders.id, order.id));
      }
      return { ...unchanged, changed: true };
    }

    // Succeeded. Money moved, so even a payment we had written off as failed or cancelled is taken seriously.
    if (payment.status === 'succeeded' || payment.status === 'needs_review') return unchanged;
    const base = { completedAt: now, gatewayTxnId: outcome.gatewayTxnId ?? payment.gatewayTxnId, failureReason: null };
    if (outcome.amountPaisa !== payment.amountPaisa || (outcome.currency ?? '') !== payment.currency) {
      await setPayment({
        ...base,
        status: 'needs_review',
        flag: 'amount_mismatch',
        reportedAmountPaisa: outcome.amountPaisa ?? null,
        reportedCurrency: outcome.currency ?? null,
      });
      deps.logger.warn(
        {
          payment: payment.id,
          expected: payment.amountPaisa,
          reported: outcome.amountPaisa,
          currency: outcome.currency,
        },
        'payment amount mismatch: flagged, not paid',
      );
      return { ...unchanged, changed: true };
    }
    const refund = async (flag: Flag) => {
      await setPayment({ ...base, status: 'succeeded', flag, refundDue: true });
      deps.logger.warn(
        { payment: payment.id, order: order.id, flag },
        'payment received that the order did not need: flagged for refund',
      );
      return { ...unchanged, changed: true };
    };
    if (order.status === 'paid') return refund('duplicate');
    // The learner closed their account while this payment (a bank transfer awaiting staff) was open: nobody to enrol.
    if (holder?.closedAt && order.status === 'pending_payment') {
      await tx.update(orders).set({ status: 'cancelled', closedAt: now }).where(eq(orders.id, order.id));
      return refund('order_closed');
    }
    if (order.status !== 'pending_payment') return refund('order_closed');
    const [enrolled] = await tx
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.accountId, order.accountId), eq(enrolments.programmeSlug, order.programmeSlug)));
    const later = order.programmeSemester > 1;
    // A withdrawal cancels the orders it ends; one left open (made before that rule) is closed here, and its money goes back.
    if (later && (await semesterWithdrawn(tx, order))) {
      await tx.update(orders).set({ status: 'cancelled', closedAt: now }).where(eq(orders.id, order.id));
      return refund('order_closed');
    }
    // Semester 1 enrols, so an enrolment already there makes it surplus; a later semester continues one, and is
    // surplus when another order paid it or a scholarship now covers it.
    const surplus = later ? !enrolled || (await semesterCovered(tx, order)) : enrolled;
    if (surplus) {
      await tx.update(orders).set({ status: 'cancelled', closedAt: now }).where(eq(orders.id, order.id));
      return refund(later ? 'duplicate' : 'already_enrolled');
    }
    await setPayment({ ...base, status: 'succeeded' });
    await tx.update(orders).set({ status: 'paid', paidAt: now, closedAt: now }).where(eq(orders.id, order.id));
    if (!later)
      await tx.insert(enrolments).values({
        accountId: order.accountId,
        programmeSlug: order.programmeSlug,
        intakeSlug: order.intakeSlug,
        orderId: order.id,
        enrolledAt: now,
      });
    await tx.insert(receipts).values({ paymentId: payment.id, issuedAt: now });
    return { orderId: order.id, changed: true, becamePaid: true };
  });
  deps.logger.info(
    {
      payment: paymentId,
      order: result.orderId,
      outcome: outcome.status,
      source,
      changed: result.changed,
      paid: result.becamePaid,
    },
    'payment outcome',
  );
  if (result.changed) deps.metrics?.paymentOutcomes.inc({ outcome: outcomeLabel(outcome, result), source });
  if (result.becamePaid) sendReceiptMail(deps, paymentId);
  return result;
}

/** A bounded label: what the outcome did to the payment (a success that was not needed or did not match is flagged). */
function outcomeLabel(outcome: GatewayOutcome, result: SettleResult): string {
  if (result.becamePaid) return 'paid';
  return outcome.status === 'succeeded' ? 'flagged' : outcome.status;
}
