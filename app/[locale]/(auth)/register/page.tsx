// /register (and /ur/register) – create an account: details, then the 6-digit code e-mailed to the address; then
// signed in.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { EnrolmentNotice } from '@/components/checkout/enrolment-notice';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { getSession } from '@/lib/session/server-session';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { RegisterForm } from './_components/register-form';
import { registerText } from './register-text';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../auth.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'auth');
  return unindexedPageMetadata({ title: t('registerTitle'), description: t('registerDescription') });
}

export default async function RegisterPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const next = safeNextPath(query.next);
  if (await getSession()) redirect(next ?? localePath(locale, '/user-dashboard'));
  const t = translator(locale, 'auth');
  const login = localePath(locale, '/login');
  const enrolling = await enrolmentIntent(next, locale);
  return (
    <>
      <PageHeader title={t('registerTitle')} lead={t('registerLead')} />
      {enrolling?.open ? (
        <EnrolmentNotice title={enrolling.title} locale={locale} className={noticeStyles.notice} />
      ) : null}
      <RegisterForm
        next={next}
        locale={locale}
        text={registerText(locale)}
        defaultCountry={await requestDefaultCountry()}
      />
      <nav className={styles.links} aria-label={t('accountHelp')}>
        <Link href={next ? `${login}?next=${encodeURIComponent(next)}` : login}>{t('haveAccount')}</Link>
      </nav>
    </>
  );
}
