// Catalogue reads for the public pages. React's cache() lets generateMetadata and the page share one call
// per request; unstable_cache keeps each answer in Next's data cache (shared by every instance on PostgreSQL)
// under the 'catalogue' tag and its own, so POST /api/revalidate makes every page that shows it stale at once.
// Every read takes the page's language first: it is an argument, so it is part of both caches' keys (an Urdu page
// never gets the English answer cached for an English one), while the tags stay shared (a revalidation makes both
// languages stale).
import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import {
  currentTermsSchema,
  instructorSchema,
  instructorSummarySchema,
  listOf,
  programmeSchema,
  programmeSemesterWithCoursesSchema,
  programmeSummarySchema,
  siteContentSchema,
  slugSchema,
  termSchema,
  PUBLIC_CACHE,
  type CacheTag,
} from '@/contract';
import type { Locale } from '@/lib/i18n/locales';
import { callPlatform, orNotFound } from './client';
import { localeQuery } from './locale-query';

/** One read: deduplicated per request, cached across requests and instances, tagged for revalidation. */
const cachedRead = <A extends unknown[], R>(name: string, tag: CacheTag, read: (...args: A) => Promise<R>) =>
  cache(unstable_cache(read, [name], { revalidate: PUBLIC_CACHE.revalidateSeconds, tags: ['catalogue', tag] }));

/** The programme catalogue; `featured` narrows it to the programmes shown on the home page. */
export const getProgrammes = cachedRead('programmes', 'programmes', (locale: Locale, featured?: boolean) =>
  callPlatform('/programmes', listOf(programmeSummarySchema), {
    query: { limit: 100, ...(featured === undefined ? {} : { featured: String(featured) }), ...localeQuery(locale) },
  }),
);

/**
 * The catalogue entry a public page's URL names, or null when the name is malformed or names nothing. A slug the
 * cached list has is read through the cache; any other is asked afresh and kept in no cache, so a made-up URL
 * leaves no cache entry while an entry added since the list was cached still shows (and an outage still says so).
 */
const listedOrAskedAfresh =
  <T>(
    list: (locale: Locale) => Promise<{ items: { slug: string }[] }>,
    cached: (locale: Locale, slug: string) => Promise<T | null>,
    read: (locale: Locale, slug: string) => Promise<T | null>,
  ) =>
  async (locale: Locale, name: string): Promise<T | null> => {
    const slug = slugSchema.safeParse(name);
    if (!slug.success) return null;
    const { items } = await list(locale);
    return items.some((item) => item.slug === slug.data) ? cached(locale, slug.data) : read(locale, slug.data);
  };

const readProgramme = (locale: Locale, slug: string) =>
  orNotFound(callPlatform(`/programmes/${encodeURIComponent(slug)}`, programmeSchema, { query: localeQuery(locale) }));

/** One programme with its courses and instructors, or null when there is no such programme. */
const getProgramme = cachedRead('programme', 'programmes', readProgramme);

/** The programme a URL names (/{name}), or null. */
export const findProgramme = listedOrAskedAfresh(getProgrammes, getProgramme, cache(readProgramme));

export const getInstructors = cachedRead('instructors', 'instructors', (locale: Locale) =>
  callPlatform('/instructors', listOf(instructorSummarySchema), { query: { limit: 100, ...localeQuery(locale) } }),
);

const readInstructor = (locale: Locale, slug: string) =>
  orNotFound(
    callPlatform(`/instructors/${encodeURIComponent(slug)}`, instructorSchema, { query: localeQuery(locale) }),
  );

/** The instructor a URL names (/instructors/{slug}) with the courses they teach, or null. */
export const findInstructor = listedOrAskedAfresh(
  getInstructors,
  cachedRead('instructor', 'instructors', readInstructor),
  cache(readInstructor),
);

/** Programme semesters (course stages) with their courses: every programme's, or one programme's. */
export const getSemestersWithCourses = cachedRead(
  'semesters-with-courses',
  'semesters',
  (locale: Locale, programme?: string) =>
    callPlatform('/semesters', listOf(programmeSemesterWithCoursesSchema), {
      query: { include: 'courses', ...(programme ? { programme } : {}), ...localeQuery(locale) },
    }),
);

/** The academic calendar's terms that have not started yet: the intakes a new learner can start in. */
export const getUpcomingTerms = cachedRead('upcoming-terms', 'terms', (locale: Locale) =>
  callPlatform('/terms', listOf(termSchema), { query: { status: 'upcoming', ...localeQuery(locale) } }),
);

/** The term running today and the next one (the next intake). */
export const getCurrentTerms = cachedRead('current-terms', 'terms', (locale: Locale) =>
  callPlatform('/terms/current', currentTermsSchema, { query: localeQuery(locale) }),
);

/** A block of site copy, or null when it has not been written. */
export const getSiteContent = cachedRead(
  'site-content',
  'site-content',
  (locale: Locale, key: 'about' | 'home' | 'privacy' | 'terms' | 'learning-path' | 'next-gen-scholar') =>
    orNotFound(callPlatform(`/content/${key}`, siteContentSchema, { query: localeQuery(locale) })),
);
