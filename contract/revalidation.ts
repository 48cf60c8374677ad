// POST /api/revalidate on the web client: what the platform (or an operator) sends when catalogue data changed,
// so every instance drops the cached pages and data that show it.
import { z } from 'zod';

/**
 * One lifetime for public data (the catalogue, the site's details, the forms' lists) and the pages built from it: the
 * portal's data cache and its ISR pages refresh after `revalidateSeconds`, or at once when POST /api/revalidate names
 * their tag; shared caches keep a public answer as long, and may serve it stale while they refetch until it is
 * `expireSeconds` old. Next reads a page's `export const revalidate` statically, so pages spell it as a literal and
 * app/[locale]/(public)/revalidate.test.ts holds each to this value.
 */
export const PUBLIC_CACHE = { revalidateSeconds: 300, expireSeconds: 86_400 } as const;

/** Cache tags of the client's cached reads; 'catalogue' covers every catalogue read at once. */
export const CACHE_TAGS = [
  'catalogue',
  'programmes',
  'courses',
  'instructors',
  'semesters',
  'terms',
  'site-content',
  'faq',
  'scholarship-intakes',
] as const;

export type CacheTag = (typeof CACHE_TAGS)[number];

export const revalidationRequestSchema = z.object({
  tags: z.array(z.enum(CACHE_TAGS)).min(1).max(CACHE_TAGS.length),
});
