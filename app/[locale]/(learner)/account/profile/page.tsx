// /account/profile (and /ur/…) – correct the name and phone (sign-up's rules), and choose the language of our e-mails.
import type { Metadata } from 'next';
import { phoneFieldText } from '@/lib/forms/phone-field-text';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, summaryTitleIn, translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { EmailLanguageForm } from './_components/email-language-form';
import { ProfileForm } from './_components/profile-form';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return signedInPageMetadata({ title: t('nameAndPhone'), description: t('profileDescription') });
}

export default async function ProfilePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const path = localePath(locale, '/account/profile');
  const { user } = await requireSession(path);
  const t = translator(locale, 'accountPages');
  // English forms keep their own summary title; other languages get theirs.
  const errorSummaryTitle = summaryTitleIn(locale);
  return (
    <AccountSubpage locale={locale} title={t('nameAndPhone')} lead={t('profileLead')}>
      <ProfileForm
        fullName={user.full_name}
        phone={user.phone}
        defaultCountry={await requestDefaultCountry()}
        locale={locale}
        words={plainWords(locale, 'profileForm')}
        errorSummaryTitle={errorSummaryTitle}
        phoneField={phoneFieldText(locale)}
        path={path}
      />
      <h2 id="email-language-heading">{t('emailLanguageHeading')}</h2>
      <EmailLanguageForm
        language={user.language}
        locale={locale}
        words={plainWords(locale, 'emailLanguageForm')}
        errorSummaryTitle={errorSummaryTitle}
        path={path}
      />
    </AccountSubpage>
  );
}
