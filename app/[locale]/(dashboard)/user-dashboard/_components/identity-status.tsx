// The dashboard's identity-verification panel: the real state from the platform (not submitted, pending, approved,
// rejected with the reason), with the way forward. Staff also get the way to the review queue.
import type { KycStatus } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import panels from '@/components/ui/panels.module.css';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

type Words = ReturnType<typeof translator<'dashboard'>>;

function describe(status: KycStatus, t: Words): { summary: string; detail: string; link: string | null } {
  const submission = status.submission;
  switch (status.status) {
    case 'pending':
      return { summary: t('identityPending'), detail: t('identityPendingDetail'), link: t('seeStatus') };
    case 'approved':
      return { summary: t('identityApproved'), detail: t('identityApprovedDetail'), link: null };
    case 'rejected': {
      const reason = submission?.rejection_reason;
      return {
        summary: t('identityRejected'),
        detail: t('identityRejectedDetail', {
          reason: reason ? t(`rejectionReason.${reason}`) : t('reasonNotGiven'),
        }),
        link: t('submitAgain'),
      };
    }
    default:
      return { summary: t('identityNotSubmitted'), detail: t('identityNotSubmittedDetail'), link: t('verifyIdentity') };
  }
}

export function IdentityStatus({
  status,
  staff,
  locale = 'en',
}: {
  status: KycStatus;
  staff: boolean;
  locale?: Locale;
}) {
  const t = translator(locale, 'dashboard');
  const shown = describe(status, t);
  return (
    <section aria-labelledby="kyc-heading" className={panels.panel}>
      <h2 id="kyc-heading">{t('identityHeading')}</h2>
      <p>
        <strong>{shown.summary}</strong> {shown.detail}
      </p>
      {shown.link ? <Link href={localePath(locale, '/kyc')}>{shown.link}</Link> : null}
      {staff ? (
        <p>
          <Link href="/staff/kyc">{t('staffReview')}</Link>
        </p>
      ) : null}
    </section>
  );
}
