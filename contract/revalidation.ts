// POST /api/revalidate on the web client: what the platform (or an operator) sends when catalogue data changed,
// so every instance drops the cached pages and data that show it.
import { z } from 'zod';

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
