// The draft preview of the site's pages and the support questions: in an administrator's draft mode (see
// draft-preview.ts) the about, home, privacy, terms, learning path and scholarship pages read their page's draft, and
// /support the questions with every draft and every question not yet published, through the admin-only preview reads
// with the request's own session. Anyone else gets null here and the page reads the published text from its cache.
import 'server-only';
import { cache } from 'react';
import type { Faq, SiteContent } from '@/contract';
import { getSiteContent } from '@/lib/api/catalogue';
import { readFaqPreview, readPagePreview } from '@/lib/api/catalogue-editor';
import type { Locale } from '@/lib/i18n/locales';
import { previewToken } from './draft-preview';

/** The pages whose public page shows their text: every page the editor lists. */
export const PREVIEWED_PAGES = ['home', 'about', 'privacy', 'terms', 'learning-path', 'next-gen-scholar'] as const;
export type PreviewedPage = (typeof PREVIEWED_PAGES)[number];
export const isPreviewedPage = (key: string): key is PreviewedPage =>
  (PREVIEWED_PAGES as readonly string[]).includes(key);

/** The page with its draft when an administrator previews, else null. One read per request (metadata and page). */
export const previewedSiteContent = cache(async (locale: Locale, key: PreviewedPage): Promise<SiteContent | null> => {
  const token = await previewToken();
  return token ? readPagePreview(token, key, locale) : null;
});

/** The support questions with their drafts when an administrator previews, else null. */
export async function previewedFaq(locale: Locale): Promise<{ items: Faq[] } | null> {
  const token = await previewToken();
  return token ? readFaqPreview(token, locale) : null;
}

/** The page's text as this request shows it: the draft in an administrator's preview, else the published (cached). */
export async function shownSiteContent(
  locale: Locale,
  key: PreviewedPage,
): Promise<{ content: SiteContent | null; previewed: boolean }> {
  const previewed = await previewedSiteContent(locale, key);
  return previewed
    ? { content: previewed, previewed: true }
    : { content: await getSiteContent(locale, key), previewed: false };
}
