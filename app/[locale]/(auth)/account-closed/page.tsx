// /account-closed (and /ur/account-closed) – where closing an account lands: the session is gone, so a public page says
// what happened, in the language of the page the account was closed from.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return unindexedPageMetadata({ title: t('closedTitle'), description: t('closedDescription') });
}

export default async function AccountClosedPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = translator(locale, 'accountPages');
  return (
    <>
      <PageHeader title={t('closedTitle')} lead={t('closedLead')} />
      <p>
        <Link href={localePath(locale, '/register')}>{t('createNewAccount')}</Link>
      </p>
    </>
  );
}
