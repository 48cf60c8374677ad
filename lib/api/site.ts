// Site-wide data every page shows (the footer's organisation details). Read through the data cache, so
// signed-in and form pages, rendered per request, do not ask the platform each time.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { organisationSchema, PUBLIC_CACHE } from '@/contract';
import type { Locale } from '@/lib/i18n/locales';
import { localeQuery } from './locale-query';
import { callPlatform, orNotFound } from './client';

/**
 * Who runs the site and how to reach them (the address words and hours in the page's language where they are
 * translated); null when not entered. Throws when the platform is down. The language is an argument, so part of the
 * cache key.
 */
export const getOrganisation = unstable_cache(
  (locale: Locale) => orNotFound(callPlatform('/organisation', organisationSchema, { query: localeQuery(locale) })),
  ['organisation'],
  {
    revalidate: PUBLIC_CACHE.revalidateSeconds,
    // Revalidated with the site content (POST /api/revalidate with the 'site-content' tag).
    tags: ['catalogue', 'site-content'],
  },
);
