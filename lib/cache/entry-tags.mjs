// What both page caches (file and PostgreSQL) agree on about an entry: the tags it answers to and how long it is kept.
// Plain JavaScript because Next.js imports the cache handlers as they are.

const TAGS_HEADER = 'x-next-cache-tags';
const DAY_SECONDS = 86_400;

/** The tags an entry answers to: pages carry theirs in a header, data entries in the set() context. */
export function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(ctx?.tags ?? [])])].filter(Boolean);
}

/** Seconds an entry is kept at most: its expiry, its revalidation period or a day, whichever is longest. */
export function lifetimeSeconds(data, cacheControl) {
  return Math.max(Number(cacheControl?.expire ?? 0), Number(data?.revalidate ?? 0), DAY_SECONDS);
}
