// /account/email (and /ur/…) – change the e-mail address: a code sent to the new one confirms it.
import type { Metadata } from 'next';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, summaryTitleIn, translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { EmailChangeForm } from './_components/email-change-form';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return signedInPageMetadata({ title: t('changeEmail'), description: t('emailDescription') });
}

export default async function EmailPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const path = localePath(locale, '/account/email');
  const { user } = await requireSession(path);
  const t = translator(locale, 'accountPages');
  const english = locale === 'en';
  return (
    <AccountSubpage locale={locale} title={t('changeEmail')} lead={t('emailLead')}>
      <EmailChangeForm
        locale={locale}
        words={plainWords(locale, 'emailChangeForm')}
        addressNow={t.rich('addressNow', {
          email: user.email,
          strong: (chunks) => <strong {...(english ? {} : { dir: 'ltr' })}>{chunks}</strong>,
        })}
        errorSummaryTitle={summaryTitleIn(locale)}
        path={path}
      />
    </AccountSubpage>
  );
}
