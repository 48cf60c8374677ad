// Per-page metadata in one shape: title, description, canonical URL and Open Graph, relative to
// metadataBase (SITE_URL), so every public page tells crawlers the same things the same way.
import type { Metadata } from 'next';
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
}

export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  absolute = false,
}: PageMetadataInput): Metadata {
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    ...linkPreview(title, description, { url: path, type }),
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
