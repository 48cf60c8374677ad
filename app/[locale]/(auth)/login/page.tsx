// /login (and /ur/login) – sign in, then back to the page that sent the learner here (same-origin paths only).
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { recoveredEmail } from '@/lib/auth/recovered-email';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, translator } from '@/lib/i18n/translator';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { openVisitorPage, VisitorPageHeader, type SearchParams } from '../_components/visitor-page';
import { LoginForm } from './_components/login-form';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../auth.module.css';

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
  const { locale, query, next, enrolling } = await openVisitorPage(params, searchParams);
  const t = translator(locale, 'auth');
  const words = plainWords(locale, 'loginForm');
  const register = localePath(locale, '/register');
  const forgotPassword = localePath(locale, '/forgot-password');
  return (
    <>
      <VisitorPageHeader title={t('signInTitle')} lead={t('signInLead')} enrolling={enrolling} locale={locale} />
      {query.reset === '1' ? (
        <p className={noticeStyles.notice} role="status">
          {t('passwordChanged')}
        </p>
      ) : null}
      <LoginForm
        next={next}
        locale={locale}
        words={words}
        errorSummaryTitle={translator(locale, 'forms')('errorSummaryTitle')}
        path={localePath(locale, '/login')}
        forgotPasswordHref={forgotPassword}
        defaultEmail={query.reset === '1' ? await recoveredEmail() : undefined}
      />
      <nav className={styles.links} aria-label={t('accountHelp')}>
        <Link href={forgotPassword}>{words.forgotPassword}</Link>
        <Link href={next ? `${register}?next=${encodeURIComponent(next)}` : register}>{t('createAccount')}</Link>
      </nav>
    </>
  );
}
