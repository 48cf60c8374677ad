// /forgot-password (and /ur/forgot-password) – recover the account with a one-time code sent by e-mail.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { passwordFieldText } from '@/lib/forms/password-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, translator } from '@/lib/i18n/translator';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { RecoveryForm } from './_components/recovery-form';
import styles from '../auth.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'auth');
  return unindexedPageMetadata({ title: t('recoveryTitle'), description: t('recoveryDescription') });
}

export default async function ForgotPasswordPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = translator(locale, 'auth');
  return (
    <>
      <PageHeader title={t('recoveryTitle')} lead={t('recoveryLead')} />
      <RecoveryForm
        locale={locale}
        words={plainWords(locale, 'recoveryForm')}
        errorSummaryTitle={translator(locale, 'forms')('errorSummaryTitle')}
        passwordField={passwordFieldText(locale)}
        path={localePath(locale, '/forgot-password')}
      />
      <nav className={styles.links} aria-label={t('accountHelp')}>
        <Link href={localePath(locale, '/login')}>{t('backToSignIn')}</Link>
      </nav>
    </>
  );
}
