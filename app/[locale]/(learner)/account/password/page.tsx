// /account/password (and /ur/…) – change the password; every other sign-in ends.
import type { Metadata } from 'next';
import { passwordFieldText } from '@/lib/forms/password-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, summaryTitleIn, translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { PasswordForm } from './_components/password-form';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return signedInPageMetadata({ title: t('changePassword'), description: t('passwordDescription') });
}

export default async function PasswordPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const path = localePath(locale, '/account/password');
  const { user } = await requireSession(path);
  const t = translator(locale, 'accountPages');
  return (
    <AccountSubpage locale={locale} title={t('changePassword')} lead={t('passwordLead')}>
      <PasswordForm
        email={user.email}
        locale={locale}
        words={plainWords(locale, 'passwordForm')}
        errorSummaryTitle={summaryTitleIn(locale)}
        passwordField={passwordFieldText(locale)}
        path={path}
      />
    </AccountSubpage>
  );
}
