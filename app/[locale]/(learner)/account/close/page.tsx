// /account/close (and /ur/…) – close the account: what is deleted, what the law makes us keep, then the password.
import type { Metadata } from 'next';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, summaryTitleIn, translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { CloseAccountForm } from './_components/close-account-form';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return signedInPageMetadata({ title: t('closeAccount'), description: t('closeDescription') });
}

export default async function CloseAccountPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const path = localePath(locale, '/account/close');
  await requireSession(path);
  const t = translator(locale, 'accountPages');
  return (
    <AccountSubpage locale={locale} title={t('closeAccount')} lead={t('closeLead')}>
      <h2>{t('deletedHeading')}</h2>
      <ul>
        <li>{t('deletedDetails')}</li>
        <li>{t('deletedIdentity')}</li>
        <li>{t('deletedRequests')}</li>
        <li>{t('deletedSignIns')}</li>
      </ul>
      <h2>{t('keptHeading')}</h2>
      <p>{t('kept')}</p>
      <h2>{t('ordersHeading')}</h2>
      <ul>
        <li>{t('ordersUnpaid')}</li>
        <li>{t('ordersTransfer')}</li>
      </ul>
      <p>{t('closeMail')}</p>
      <CloseAccountForm
        locale={locale}
        words={plainWords(locale, 'closeAccountForm')}
        errorSummaryTitle={summaryTitleIn(locale)}
        path={path}
      />
    </AccountSubpage>
  );
}
