// Per-page metadata in one shape: title, description, canonical URL and Open Graph, relative to
// metadataBase (SITE_URL), so every public page tells crawlers the same things the same way.
import type { Metadata } from 'next';
import { SITE_LOCALE, SITE_NAME } from './site';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Path of the page's canonical URL, starting with '/'. */
  path: string;
  type?: 'website' | 'profile' | 'article';
  /** The title already names the site (the home page): no "| Learner Portal" after it. */
  absolute?: boolean;
}

export function pageMetadata({ title, description, path, type = 'website', absolute = false }: PageMetadataInput): Metadata {
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    // Open Graph replaces the layout's object as a whole, so the site-wide fields are repeated here.
    openGraph: { title, description, url: path, type, siteName: SITE_NAME, locale: SITE_LOCALE },
    twitter: { card: 'summary', title, description },
  };
}

/**
 * Metadata of every 404. generateMetadata returns this instead of calling notFound(): a notFound() thrown
 * from metadata escapes the segment's not-found boundary and the server would send an empty error shell.
 */
export const NOT_FOUND_METADATA: Metadata = { title: { absolute: 'Page Not Found' }, robots: { index: false } };
