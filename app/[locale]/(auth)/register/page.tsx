// /register (and /ur/register) – create an account: details, then the 6-digit code e-mailed to the address; then
// signed in.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { passwordFieldText } from '@/lib/forms/password-field-text';
import { phoneFieldText } from '@/lib/forms/phone-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, translator } from '@/lib/i18n/translator';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { RegisterForm } from './_components/register-form';
import { openVisitorPage, VisitorPageHeader, type SearchParams } from '../_components/visitor-page';
import styles from '../auth.module.css';

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
  const { locale, next, enrolling } = await openVisitorPage(params, searchParams);
  const t = translator(locale, 'auth');
  const login = localePath(locale, '/login');
  return (
    <>
      <VisitorPageHeader title={t('registerTitle')} lead={t('registerLead')} enrolling={enrolling} locale={locale} />
      <RegisterForm
        next={next}
        locale={locale}
        words={plainWords(locale, 'registerForm')}
        errorSummaryTitle={translator(locale, 'forms')('errorSummaryTitle')}
        phoneField={phoneFieldText(locale)}
        passwordField={passwordFieldText(locale)}
        path={localePath(locale, '/register')}
        defaultCountry={await requestDefaultCountry()}
      />
      <nav className={styles.links} aria-label={t('accountHelp')}>
        <Link href={next ? `${login}?next=${encodeURIComponent(next)}` : login}>{t('haveAccount')}</Link>
      </nav>
    </>
  );
}
