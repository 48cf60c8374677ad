// /account/data (and /ur/…) – download what the learner did and what the platform holds about them, with what the file
// contains.
import type { Metadata } from 'next';
import { buttonClassName } from '@/components/ui/button';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return signedInPageMetadata({ title: t('downloadMyData'), description: t('dataDescription') });
}

// The file's own section names (JSON keys, read left to right in any language) and what each holds.
const SECTIONS = [
  ['profile', 'sectionProfile'],
  ['sign_ins', 'sectionSignIns'],
  ['account_changes', 'sectionAccountChanges'],
  ['enrolments', 'sectionEnrolments'],
  ['orders', 'sectionOrders'],
  ['identity_verification', 'sectionIdentity'],
  ['withdrawals', 'sectionWithdrawals'],
  ['refunds_owed', 'sectionRefundsOwed'],
  ['semester_scholarships', 'sectionSemesterScholarships'],
  ['support_requests', 'sectionSupport'],
  ['scholarship_applications', 'sectionScholarship'],
] as const;

export default async function DataPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  await requireSession(localePath(locale, '/account/data'));
  const t = translator(locale, 'accountPages');
  const ltr = locale === 'en' ? {} : ({ dir: 'ltr' } as const);
  return (
    <AccountSubpage locale={locale} title={t('downloadMyData')} lead={t('dataLead')}>
      <dl>
        {SECTIONS.map(([name, what]) => (
          <div key={name}>
            <dt>
              <code {...ltr}>{name}</code>
            </dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t.rich('dataNote', {
          code: (chunks) => <code {...ltr}>{chunks}</code>,
          link: (chunks) => <a href="/api/v1/openapi.json">{chunks}</a>,
        })}
      </p>
      <p>
        <a href={localePath(locale, '/account/data/download')} download className={buttonClassName()}>
          {t('downloadButton')}
        </a>
      </p>
    </AccountSubpage>
  );
}
