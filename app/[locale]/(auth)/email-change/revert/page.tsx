// /email-change/revert?token=… (and /ur/…) – from the mail to the old address after an e-mail change: undo it. The
// mail links to the page in the account's language.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, summaryTitleIn, translator } from '@/lib/i18n/translator';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { RevertForm } from './_components/revert-form';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return unindexedPageMetadata({ title: t('revertTitle'), description: t('revertDescription') });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function RevertEmailChangePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const [locale, { token }] = await Promise.all([pageLocale(params), searchParams]);
  const t = translator(locale, 'accountPages');
  return (
    <>
      <PageHeader title={t('revertTitle')} lead={t('revertLead')} />
      <RevertForm
        token={typeof token === 'string' ? token : ''}
        locale={locale}
        words={plainWords(locale, 'revertForm')}
        errorSummaryTitle={summaryTitleIn(locale)}
        path={localePath(locale, '/email-change/revert')}
        recoveryPath={localePath(locale, '/forgot-password')}
      />
    </>
  );
}
