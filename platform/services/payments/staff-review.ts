// Staff review of bank transfers: the queue (awaiting oldest first, decided newest first), one transfer with
// everything needed to decide, the receipt screenshot, and the decision — claimed once, recorded on the payment
// (who, when, what, why), then settled like a gateway's answer and mailed to the learner.
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  TRANSFER_REJECTION_REASONS,
  type TransferDecision,
  type TransferQueueItem,
  type TransferQueueStatus,
  type TransferRejectionReason,
  type TransferReview,
} from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, payments, programmes, terms } from '../../db/schema';
import { conflict, notFound } from '../../domain-errors';
import { refuseOwnCase, type Staff } from '../auth/require-staff';
import { recordStaffAction } from '../staff/audit-log';
import type { StoredBlob } from '../storage/blob-store';
import { storageOf } from '../storage/storage-of';
import { settlePayment } from './settle';
import { sendTransferRejectedMail } from './transfer-mail';

const transferRows = (deps: PlatformDeps) =>
  deps.db
    .select({
      payment: payments,
      order: orders,
      name: accounts.fullName,
      email: accounts.email,
      title: programmes.title,
      term: terms,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug))
    .innerJoin(terms, eq(terms.slug, orders.intakeSlug));
type Row = Awaited<ReturnType<ReturnType<typeof transferRows>['where']>>[number];

const toQueueItem = ({ payment, order, name, email, title }: Row): TransferQueueItem => ({
  paymentId: payment.id,
  orderReference: order.reference,
  learnerName: name,
  learnerEmail: email,
  programmeTitle: title,
  amount: { amountPaisa: payment.amountPaisa, currency: 'PKR' },
  transferId: payment.transferId ?? '',
  submittedAt: (payment.submittedAt ?? payment.startedAt).toISOString(),
  status: payment.status,
});

const QUEUES = {
  awaiting: {
    where: and(
      eq(payments.method, 'bank_transfer'),
      eq(payments.status, 'awaiting_confirmation'),
      isNull(payments.reviewedAt),
    ),
    order: [asc(payments.submittedAt), asc(payments.id)],
  },
  decided: {
    where: and(eq(payments.method, 'bank_transfer'), isNotNull(payments.reviewedAt)),
    order: [desc(payments.reviewedAt), asc(payments.id)],
  },
};

export async function transferQueue(
  deps: PlatformDeps,
  status: TransferQueueStatus,
  page: { limit: number; offset: number },
): Promise<{ items: TransferQueueItem[]; total: number }> {
  const queue = QUEUES[status];
  const rows = await transferRows(deps)
    .where(queue.where)
    .orderBy(...queue.order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.db.select({ value: count() }).from(payments).where(queue.where);
  return { items: rows.map(toQueueItem), total: total?.value ?? 0 };
}

async function transferRow(deps: PlatformDeps, paymentId: string): Promise<Row> {
  const [row] = await transferRows(deps).where(and(eq(payments.id, paymentId), eq(payments.method, 'bank_transfer')));
  if (!row) throw notFound('No such bank transfer.');
  return row;
}

/** One transfer as `reviewerId` sees it (ownCase: theirs to read, not to decide). */
export async function transferReview(
  deps: PlatformDeps,
  paymentId: string,
  reviewerId: string,
): Promise<TransferReview> {
  const row = await transferRow(deps, paymentId);
  const { payment, order, term } = row;
  return {
    ...toQueueItem(row),
    orderId: order.id,
    orderStatus: order.status,
    intake: { slug: term.slug, name: term.name, startsOn: term.startsOn, endsOn: term.endsOn },
    hasReceipt: payment.transferReceiptKey !== null,
    refundDue: payment.refundDue,
    decision:
      payment.reviewedAt && payment.reviewDecision
        ? {
            decision: payment.reviewDecision,
            rejectionReason: (payment.reviewReason as TransferRejectionReason | null) ?? null,
            note: payment.reviewNote,
            decidedAt: payment.reviewedAt.toISOString(),
            decidedBy: payment.reviewedByEmail ?? 'a former staff member',
          }
        : null,
    ownCase: order.accountId === reviewerId,
  };
}

export async function transferReceipt(deps: PlatformDeps, paymentId: string): Promise<StoredBlob> {
  const { payment } = await transferRow(deps, paymentId);
  const blob = payment.transferReceiptKey ? await storageOf(deps).get(payment.transferReceiptKey) : undefined;
  if (!blob) throw notFound('This transfer has no receipt.');
  return blob;
}

/** What the learner is told when a transfer is not confirmed (checkout, dashboard, e-mail). */
function rejectionText(reason: TransferRejectionReason, note: string | null): string {
  return `${TRANSFER_REJECTION_REASONS[reason]}.${note ? ` Note from our staff: ${note}` : ''}`;
}

export async function decideTransfer(
  deps: PlatformDeps,
  staff: Staff,
  paymentId: string,
  input: TransferDecision,
): Promise<TransferReview> {
  const { payment, order } = await transferRow(deps, paymentId);
  refuseOwnCase(staff, order.accountId, 'This bank transfer');
  const decision = input.decision === 'confirm' ? 'confirmed' : 'rejected';
  const reason = decision === 'rejected' ? (input.rejection_reason ?? 'other') : null;
  const note = input.note || null;
  // Claimed once: the condition is part of the update, so two staff members cannot both decide one transfer.
  const claimed = await deps.db
    .update(payments)
    .set({
      reviewedBy: staff.account.id,
      reviewedByEmail: staff.account.email,
      reviewedAt: deps.now(),
      reviewDecision: decision,
      reviewReason: reason,
      reviewNote: note,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'awaiting_confirmation'), isNull(payments.reviewedAt)))
    .returning({ id: payments.id });
  if (claimed.length === 0)
    throw conflict(
      payment.status === 'pending'
        ? 'The learner has not sent this transfer for confirmation yet.'
        : 'This transfer has already been decided.',
    );
  const outcome =
    decision === 'confirmed'
      ? {
          reference: payment.gatewayRef,
          status: 'succeeded' as const,
          amountPaisa: payment.amountPaisa,
          currency: payment.currency,
          gatewayTxnId: payment.transferId ?? undefined,
        }
      : { reference: payment.gatewayRef, status: 'failed' as const, reason: rejectionText(reason ?? 'other', note) };
  try {
    await settlePayment(deps, paymentId, outcome, 'staff');
  } catch (error) {
    // Not settled after all: release the claim so the decision can be taken again.
    await deps.db
      .update(payments)
      .set({
        reviewedBy: null,
        reviewedByEmail: null,
        reviewedAt: null,
        reviewDecision: null,
        reviewReason: null,
        reviewNote: null,
      })
      .where(eq(payments.id, paymentId));
    throw error;
  }
  // After the payment is settled: a decision undone above (the claim released) leaves no row in the append-only log.
  await recordStaffAction(
    deps.db,
    staff.actor,
    {
      action: 'transfer.decided',
      recordType: 'payment',
      recordId: paymentId,
      before: { status: 'awaiting_confirmation' },
      after: { decision, reason, note, order: order.reference },
    },
    deps.now(),
  );
  deps.logger.info(
    { payment: paymentId, order: order.id, staffId: staff.account.id, decision, reason },
    'bank transfer decided',
  );
  // Confirmed: the receipt mail (sent when the order is paid) is the learner's news; rejected: this one.
  if (decision === 'rejected') sendTransferRejectedMail(deps, paymentId);
  return transferReview(deps, paymentId, staff.account.id);
}
