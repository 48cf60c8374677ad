'use client';
// Where the learner's verification stands: pending (what happens next, how long), approved, or rejected with the
// reason and the reviewer's note (the form to submit again follows it). Its words come from the server in the page's
// language; the values (the document, the moment) are filled in here, since a status can change while the page is open.
import { useEffect, useRef } from 'react';
import type { KycStatus } from '@/contract';
import { formatMomentIn } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button-link';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { fill, type KycStatusText } from './kyc-text-types';
import styles from './kyc.module.css';

/** A sentence with one <strong> part: the text before it, the part's template, the text after it. */
const strongParts = (template: string) => {
  const [before = '', strong = '', after = ''] = template.split(/<\/?strong>/);
  return { before, strong, after };
};

export function KycStatusPanel({
  status,
  next,
  email,
  locale,
  text,
}: {
  status: KycStatus;
  next: string | null;
  email: string;
  locale: Locale;
  text: KycStatusText;
}) {
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
  // The masked number (•••••-•••••67-1) reads left to right inside an Urdu sentence.
  const document = `${text.documentName[submission.document_type]} ${embedded(locale, submission.document_number_hint)}`;
  const onward = next ? (
    <ButtonLink href={next}>{text.continueWhereYouWere}</ButtonLink>
  ) : (
    <ButtonLink href={localePath(locale, '/user-dashboard')}>{text.goToDashboard}</ButtonLink>
  );
  const ltr = locale === 'en' ? {} : ({ dir: 'ltr' } as const);

  if (submission.status === 'pending') {
    const pending = strongParts(text.pendingBody);
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className={`${styles.status} ${styles.pending}`}
        aria-labelledby="kyc-status-title"
      >
        <h2 id="kyc-status-title">{text.pendingTitle}</h2>
        <p>
          {fill(pending.before, { document, when: formatMomentIn(locale, submission.submitted_at) })}
          <strong {...ltr}>{fill(pending.strong, { email })}</strong>
          {pending.after}
        </p>
        {onward}
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
        <h2 id="kyc-status-title">{text.approvedTitle}</h2>
        <p>{text.approvedBody}</p>
        {onward}
      </div>
    );
  }
  const reason = strongParts(text.rejectedReason);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`${styles.status} ${styles.rejected}`}
      aria-labelledby="kyc-status-title"
    >
      <h2 id="kyc-status-title">{text.rejectedTitle}</h2>
      <p>
        {reason.before}
        <strong>
          {fill(reason.strong, {
            reason: (submission.rejection_reason && text.reasons[submission.rejection_reason]) || text.reasonNotGiven,
          })}
        </strong>
        {reason.after}
      </p>
      {submission.note ? <p>{fill(text.rejectedNote, { note: embedded(locale, submission.note) })}</p> : null}
      <p>{text.submitAgainBelow}</p>
    </div>
  );
}
