// The receipt's tab title and description: the number in the title, so the tab and the printed page's header say
// which receipt it is. Apart from the page so it can be checked without a request (lib/seo/unindexed-pages.test.ts).
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';

export function receiptMetadata(number: string, locale: Locale = 'en'): Metadata {
  const t = translator(locale, 'receipt');
  return signedInPageMetadata({ title: t('title', { number }), description: t('description') });
}
