'use client';
// Where the learner's verification stands: pending (what happens next, how long), approved, or rejected with the
// reason and the reviewer's note (the form to submit again follows it).
import { useEffect, useRef } from 'react';
import { KYC_DOCUMENTS, KYC_REJECTION_REASONS, type KycStatus } from '@/contract';
import { formatMoment } from '@/components/catalogue/format';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './kyc.module.css';

export function KycStatusPanel({ status, next, email }: { status: KycStatus; next: string | null; email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(status.status);
  const submission = status.submission;
  // A change of status while the page is open (just submitted, or a decision arrived) takes focus; the first render does not.
  useEffect(() => {
    if (shownStatus.current === status.status) return;
    shownStatus.current = status.status;
    ref.current?.focus();
  }, [status.status]);
  if (!submission) return null;
  const document = `${KYC_DOCUMENTS[submission.document_type].name} ${submission.document_number_hint}`;

  if (submission.status === 'pending') {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className={`${styles.status} ${styles.pending}`}
        aria-labelledby="kyc-status-title"
      >
        <h2 id="kyc-status-title">Pending: we are checking your identity</h2>
        <p>
          We received your {document} on {formatMoment(submission.submitted_at)}. Our staff check it by hand, usually
          within one working day. We will e-mail you at <strong>{email}</strong> as soon as it is done, and this page
          updates by itself when you come back to it.
        </p>
        {next ? (
          <ButtonLink href={next}>Continue where you were</ButtonLink>
        ) : (
          <ButtonLink href="/user-dashboard">Go to my dashboard</ButtonLink>
        )}
      </div>
    );
  }
  if (submission.status === 'approved') {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className={`${styles.status} ${styles.approved}`}
        aria-labelledby="kyc-status-title"
      >
        <h2 id="kyc-status-title">Approved: your identity is verified</h2>
        <p>Thank you. You can now enrol and pay for your programme.</p>
        {next ? (
          <ButtonLink href={next}>Continue where you were</ButtonLink>
        ) : (
          <ButtonLink href="/user-dashboard">Go to my dashboard</ButtonLink>
        )}
      </div>
    );
  }
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`${styles.status} ${styles.rejected}`}
      aria-labelledby="kyc-status-title"
    >
      <h2 id="kyc-status-title">Rejected: we could not verify your identity</h2>
      <p>
        Reason:{' '}
        <strong>
          {submission.rejection_reason ? KYC_REJECTION_REASONS[submission.rejection_reason] : 'not given'}
        </strong>
        .
      </p>
      {submission.note ? <p>Note from our team: {submission.note}</p> : null}
      <p>Please submit again below with new photos. Nothing from your earlier submission is reused.</p>
    </div>
  );
}
