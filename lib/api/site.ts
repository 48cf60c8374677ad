// Site-wide data every page shows (the footer's organisation details). Read through the data cache, so
// signed-in and form pages, rendered per request, do not ask the platform each time.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { organisationSchema, PUBLIC_CACHE } from '@/contract';
import { callPlatform, orNotFound } from './client';

/** Who runs the site and how to reach them; null when not entered. Throws when the platform is down. */
export const getOrganisation = unstable_cache(
  () => orNotFound(callPlatform('/organisation', organisationSchema)),
  ['organisation'],
  {
    revalidate: PUBLIC_CACHE.revalidateSeconds,
    // Revalidated with the site content (POST /api/revalidate with the 'site-content' tag).
    tags: ['catalogue', 'site-content'],
  },
);
