// The privacy policy and the terms as routes: the same site content loaded for the metadata and the page
// (the catalogue loader's cache makes that one platform read), a 404 while the platform has no such text. Both ask in
// the page's language; an administrator's preview shows the draft.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getOrganisation } from '@/lib/api/site';
import { shownSiteContent } from '@/lib/catalogue/page-preview';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_NAME } from '@/lib/seo/site';
import { SiteContentPage } from '@/components/content/site-content-page';

interface SiteContentRouteOptions {
  key: 'privacy' | 'terms';
  path: string;
  /** What the code knows better than the text, shown after a section's text by its id, in the page's language. */
  sectionExtras?: (locale: Locale) => Readonly<Record<string, ReactNode>>;
}

/** The page's own words: its eyebrow, the title while the platform cannot say its own, and its description. */
function wordsOf(key: SiteContentRouteOptions['key'], locale: Locale) {
  const t = translator(locale, 'siteContent');
  const site = embedded(locale, SITE_NAME);
  return key === 'privacy'
    ? { eyebrow: t('privacyEyebrow'), fallbackTitle: t('privacyTitle'), description: t('privacyDescription', { site }) }
    : { eyebrow: t('termsEyebrow'), fallbackTitle: t('termsTitle'), description: t('termsDescription', { site }) };
}

export function siteContentRoute({ key, path, sectionExtras }: SiteContentRouteOptions) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const { content } = await shownSiteContent(locale, key);
    const { fallbackTitle, description } = wordsOf(key, locale);
    return pageMetadata({ title: content?.title ?? fallbackTitle, description, path, locale });
  }
  async function Page({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    const [{ content, previewed }, organisation] = await Promise.all([
      shownSiteContent(locale, key),
      getOrganisation(locale),
    ]);
    if (!content) notFound();
    return (
      <SiteContentPage
        banner={previewed ? <PreviewBanner kind="pages" slug={key} /> : null}
        content={content}
        organisation={organisation}
        eyebrow={wordsOf(key, locale).eyebrow}
        sectionExtras={sectionExtras?.(locale)}
        locale={locale}
      />
    );
  }
  return { generateMetadata, Page };
}
