// /login (and /ur/login) – sign in, then back to the page that sent the learner here (same-origin paths only).
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { recoveredEmail } from '@/lib/auth/recovered-email';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { EnrolmentNotice } from '@/components/checkout/enrolment-notice';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { getSession } from '@/lib/session/server-session';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { LoginForm } from './_components/login-form';
import { loginText } from './login-text';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../auth.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'auth');
  return unindexedPageMetadata({ title: t('signInTitle'), description: t('signInDescription') });
}

export default async function LoginPage({
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
  const register = localePath(locale, '/register');
  const enrolling = await enrolmentIntent(next, locale);
  return (
    <>
      <PageHeader title={t('signInTitle')} lead={t('signInLead')} />
      {enrolling?.open ? (
        <EnrolmentNotice title={enrolling.title} locale={locale} className={noticeStyles.notice} />
      ) : null}
      {query.reset === '1' ? (
        <p className={noticeStyles.notice} role="status">
          {t('passwordChanged')}
        </p>
      ) : null}
      <LoginForm
        next={next}
        locale={locale}
        text={loginText(locale)}
        defaultEmail={query.reset === '1' ? await recoveredEmail() : undefined}
      />
      <nav className={styles.links} aria-label={t('accountHelp')}>
        <Link href={localePath(locale, '/forgot-password')}>{t('forgotPassword')}</Link>
        <Link href={next ? `${register}?next=${encodeURIComponent(next)}` : register}>{t('createAccount')}</Link>
      </nav>
    </>
  );
}
