// /account/sign-ins (and /ur/…) – where the account is signed in now (when, and the device as far as its browser said),
// and "Sign out everywhere else".
import type { Metadata } from 'next';
import { formatMomentIn } from '@/lib/format';
import { Table } from '@/components/ui/table';
import { listSignIns } from '@/lib/api/account';
import { localePath } from '@/lib/i18n/locale-path';
import { contentLang } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, summaryTitleIn, translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { AccountSubpage } from '../_components/account-subpage';
import { SignOutOthersForm } from './_components/sign-out-others-form';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return signedInPageMetadata({ title: t('signIns'), description: t('signInsDescription') });
}

export default async function SignInsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const path = localePath(locale, '/account/sign-ins');
  const session = await requireSession(path);
  const { items } = await listSignIns(session.accessToken);
  const t = translator(locale, 'accountPages');
  // The device is the browser's own English ("Chrome 131 on Linux"): marked so inside an Urdu page.
  const device = (name: string | null, current: boolean) => {
    const here = current ? t('thisDevice') : '';
    if (locale === 'en') return `${name ?? t('unknownDevice')}${here}`;
    return (
      <>
        {name === null ? t('unknownDevice') : <span {...contentLang(locale)}>{name}</span>}
        {here}
      </>
    );
  };
  return (
    <AccountSubpage locale={locale} title={t('signIns')} lead={t('signInsLead')}>
      <Table
        caption={t('signInsCaption')}
        columns={[t('device'), t('signedIn'), t('lastUsed')]}
        stackOnPhone
        rows={items.map((item) => ({
          key: item.id,
          cells: [
            device(item.device, item.current),
            formatMomentIn(locale, item.signed_in_at),
            item.last_used_at ? formatMomentIn(locale, item.last_used_at) : t('notSince'),
          ],
        }))}
      />
      <SignOutOthersForm
        locale={locale}
        words={plainWords(locale, 'signOutOthersForm')}
        errorSummaryTitle={summaryTitleIn(locale)}
        path={path}
      />
    </AccountSubpage>
  );
}
