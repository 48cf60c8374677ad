'use client';
// Where the learner's verification stands: pending (what happens next, how long), approved, or rejected with the
// reason and the reviewer's note (the form to submit again follows it). The values (the document, the moment) are
// filled in here, since a status can change while the page is open.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { KycStatus } from '@/contract';
import { formatMomentIn } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button-link';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import styles from './kyc.module.css';

export function KycStatusPanel({
  status,
  next,
  email,
  locale,
}: {
  status: KycStatus;
  next: string | null;
  email: string;
  locale: Locale;
}) {
  const t = useTranslations('kyc');
  const dashboard = useTranslations('dashboard');
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
  const document = `${t(`documentName.${submission.document_type}`)} ${embedded(locale, submission.document_number_hint)}`;
  const onward = next ? (
    <ButtonLink href={next}>{t('continueWhereYouWere')}</ButtonLink>
  ) : (
    <ButtonLink href={localePath(locale, '/user-dashboard')}>{t('goToDashboard')}</ButtonLink>
  );
  const ltr = locale === 'en' ? {} : ({ dir: 'ltr' } as const);

  if (submission.status === 'pending') {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className={`${styles.status} ${styles.pending}`}
        aria-labelledby="kyc-status-title"
      >
        <h2 id="kyc-status-title">{t('pendingTitle')}</h2>
        <p>
          {t.rich('pendingBody', {
            document,
            when: formatMomentIn(locale, submission.submitted_at),
            email,
            strong: (chunks: ReactNode) => <strong {...ltr}>{chunks}</strong>,
          })}
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
        <h2 id="kyc-status-title">{t('approvedTitle')}</h2>
        <p>{t('approvedBody')}</p>
        {onward}
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
      <h2 id="kyc-status-title">{t('rejectedTitle')}</h2>
      <p>
        {t.rich('rejectedReason', {
          reason: submission.rejection_reason
            ? dashboard(`rejectionReason.${submission.rejection_reason}`)
            : dashboard('reasonNotGiven'),
          strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
        })}
      </p>
      {submission.note ? <p>{t('rejectedNote', { note: embedded(locale, submission.note) })}</p> : null}
      <p>{t('submitAgainBelow')}</p>
    </div>
  );
}
