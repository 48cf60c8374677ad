// /staff/transfers/{id} – one bank transfer: the order, the learner, the amount, the reference to look for on the
// bank statement, the transaction id and the receipt screenshot (decrypted for staff only, never cached), then the
// decision form or the decision already taken (who, when, what, why).
import type { Metadata } from 'next';
import { formatRupees, TRANSFER_REJECTION_REASONS, type TransferReview } from '@/contract';
import { formatDateRange, formatMoment } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { getTransferReview } from '@/lib/api/staff-transfers';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import styles from '../../_components/staff.module.css';
import { DecisionForm, type DecisionWords } from '../../_components/decision-form';
import { loadStaffCase } from '../../_components/load-case';
import { OwnCase } from '../../_components/own-case';
import { decideTransferAction } from './actions';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Confirm a bank transfer',
  description:
    'One bank transfer to confirm: the order, the learner, the amount, the transaction id and receipt screenshot, and the decision.',
});

const ORDER_STATUS: Record<TransferReview['orderStatus'], string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const wordsFor = (amount: string): DecisionWords => ({
  queue: '/staff/transfers',
  accept: { value: 'confirm', label: `Confirm: ${amount} has reached our account` },
  noteLabel: 'Note (optional; the learner reads it when you reject; required for “another reason”)',
  accepted: ['Confirmed: the order is paid and the learner enrolled.', 'The learner has been e-mailed their receipt.'],
  rejected: ['Rejected.', 'The learner has been e-mailed the reason.'],
});

function DecisionTaken({ review }: { review: TransferReview }) {
  const { decision } = review;
  if (!decision) return <p>The learner has not sent this transfer for confirmation yet.</p>;
  const what =
    decision.decision === 'confirmed'
      ? 'Confirmed'
      : `Rejected: ${decision.rejectionReason ? TRANSFER_REJECTION_REASONS[decision.rejectionReason] : ''}`;
  return (
    <p>
      <strong>{what}</strong>
      {decision.note ? ` (note: ${decision.note})` : ''} by {decision.decidedBy} on {formatMoment(decision.decidedAt)}.
      {review.refundDue ? ' The order no longer needed this money: it is flagged for refund.' : ''} The learner was
      e-mailed {decision.decision === 'confirmed' ? 'their receipt' : 'the reason'}.{' '}
      <Link href="/staff/transfers">Back to the queue</Link>
    </p>
  );
}

export default async function StaffTransferPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const review = await loadStaffCase('/staff/transfers', id, getTransferReview);
  const amount = formatRupees(review.amount);
  return (
    <>
      <PageHeader
        eyebrow={<Link href="/staff/transfers">Bank transfers</Link>}
        // One unbroken reference: a phone's narrow heading broke it after "LP-".
        title={
          <>
            Transfer <span className={styles.nowrap}>{review.orderReference}</span>: {amount}
          </>
        }
        lead={`Sent by ${review.learnerName} on ${formatMoment(review.submittedAt)}`}
      />
      <dl className={styles.facts}>
        <dt>Reference</dt>
        <dd>
          <code>{review.orderReference}</code> (the learner was asked to quote it in the transfer)
        </dd>
        <dt>Amount</dt>
        <dd>{amount}</dd>
        <dt>Transaction id</dt>
        <dd>
          <code>{review.transferId}</code>
        </dd>
        <dt>Learner</dt>
        <dd>
          {review.learnerName} ({review.learnerEmail})
        </dd>
        <dt>Programme</dt>
        <dd>
          {review.programmeTitle}, {review.intake.name} intake (
          {formatDateRange(review.intake.startsOn, review.intake.endsOn)})
        </dd>
        <dt>Order</dt>
        <dd>{ORDER_STATUS[review.orderStatus]}</dd>
      </dl>
      <h2>Receipt screenshot</h2>
      {review.hasReceipt ? (
        <div className={styles.photos}>
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element -- a private, uncacheable image served decrypted to staff only */}
            <img
              src={`/staff/transfers/${review.paymentId}/receipt`}
              alt={`Transfer receipt sent by ${review.learnerName} for ${review.orderReference}`}
              loading="lazy"
            />
            <figcaption>As sent by the learner (re-encoded, without metadata).</figcaption>
          </figure>
        </div>
      ) : (
        <p>No screenshot.</p>
      )}
      <h2>Decision</h2>
      {review.status === 'awaiting_confirmation' && !review.decision && review.ownCase ? (
        <OwnCase what="bank transfer" queue="/staff/transfers" />
      ) : review.status === 'awaiting_confirmation' && !review.decision ? (
        <DecisionForm
          action={decideTransferAction}
          id={review.paymentId}
          reasons={TRANSFER_REJECTION_REASONS}
          words={wordsFor(amount)}
        />
      ) : (
        <DecisionTaken review={review} />
      )}
    </>
  );
}
