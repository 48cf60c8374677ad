// Per-page metadata in one shape: title, description, canonical URL and Open Graph, relative to
// metadataBase (SITE_URL), so every public page tells crawlers the same things the same way.
import type { Metadata } from 'next';
import { localePath } from '@/lib/i18n/locale-path';
import { OPEN_GRAPH_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { SITE_LOCALE, SITE_NAME } from './site';

const NOT_FOUND_DESCRIPTION =
  'There is no page at this address: it does not exist or has moved. Go to the home page or ask support.';

interface PageMetadataInput {
  title: string;
  description: string;
  /** Path of the page's canonical URL, starting with '/'. */
  path: string;
  type?: 'website' | 'profile' | 'article';
  /** The title already names the site (the home page): no "| Learner Portal" after it. */
  absolute?: boolean;
  /**
   * Given for a page that exists in every language: the canonical is this language's address, and hreflang
   * alternates name each language's (x-default: English, the unprefixed one).
   */
  locale?: Locale;
}

/** hreflang alternates of a translated page: each language's address, and English for everyone else. */
export function languageAlternates(path: string): Record<string, string> {
  return { en: path, ur: localePath('ur', path), 'x-default': path };
}

export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  absolute = false,
  locale,
}: PageMetadataInput): Metadata {
  const url = locale ? localePath(locale, path) : path;
  const preview = linkPreview(title, description, { url, type });
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: locale ? { canonical: url, languages: languageAlternates(path) } : { canonical: path },
    ...preview,
    ...(locale ? { openGraph: { ...preview.openGraph, locale: OPEN_GRAPH_LOCALE[locale] } } : {}),
  };
}

/** The Open Graph and Twitter tags a shared link shows, saying what the tab says. */
function linkPreview(
  title: string,
  description: string,
  page: { url?: string; type?: PageMetadataInput['type'] } = {},
): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    // Open Graph replaces the layout's object as a whole, so the site-wide fields are repeated here.
    openGraph: { title, description, type: 'website', siteName: SITE_NAME, locale: SITE_LOCALE, ...page },
    twitter: { card: 'summary', title, description },
  };
}

/**
 * A page kept out of search that needs no session (sign-in, sign-up, password recovery, 404, the outage page,
 * cookie diagnostics): its own description, in the tab's metadata and the link preview alike, never the home
 * page's from the layout.
 */
export function unindexedPageMetadata({ title, description }: { title: string; description: string }): Metadata {
  return {
    title,
    description,
    robots: { index: false, follow: false },
    ...linkPreview(title, description),
  };
}

/**
 * A signed-in page: its own description for the tab and history, and no Open Graph or Twitter tags (a link
 * preview or crawler asking for it is sent to /login, so they would only be bytes on every render).
 */
export function signedInPageMetadata({ title, description }: { title: string; description: string }): Metadata {
  return { title, description, robots: { index: false, follow: false }, openGraph: null, twitter: null };
}

/**
 * Metadata of every 404. generateMetadata returns this instead of calling notFound(): a notFound() thrown
 * from metadata escapes the segment's not-found boundary and the server would send an empty error shell.
 */
export const NOT_FOUND_METADATA: Metadata = {
  ...unindexedPageMetadata({ title: 'Page Not Found', description: NOT_FOUND_DESCRIPTION }),
  title: { absolute: 'Page Not Found' },
  robots: { index: false },
};

/** NOT_FOUND_METADATA in the page's language. */
export function notFoundMetadata(locale: Locale): Metadata {
  if (locale === 'en') return NOT_FOUND_METADATA;
  const t = translator(locale, 'notFound');
  return {
    ...unindexedPageMetadata({ title: t('title'), description: t('description') }),
    title: { absolute: t('title') },
    robots: { index: false },
  };
}
