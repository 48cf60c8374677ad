// In-process copies of the platform's public catalogue reads as served over HTTP at /api/v1 (programmes,
// instructors, courses, semesters, terms): they change rarely, so one answer serves every caller until the
// catalogue is revalidated (POST /api/revalidate here; on other instances through the shared page cache's tag
// table, checked at most once a second) or CATALOGUE_CACHE_SECONDS pass. Each answer carries a weak ETag
// (If-None-Match gets a 304) and lets shared caches keep it as long as the pages built from it.
// Pages read the platform in process and keep Next's own data cache; this cache is for HTTP callers only.
import 'server-only';
import { createHash } from 'node:crypto';
import { CACHE_TAGS, type CacheTag } from '@/contract';
import { sharedPageCache } from '@/lib/cache/shared-tags';
import { CATALOGUE_CACHE_SECONDS } from './catalogue';

/** The reads kept: lists and single items of the catalogue, any query (each URL is its own entry). */
const CATALOGUE_READ = /^\/api\/v1\/(?:programmes|instructors|courses|semesters|terms)(?:\/[^/]+)?$/;
/** Revalidating any of these drops every kept answer (a programme's answer shows its courses and instructors too). */
const CATALOGUE_TAGS: ReadonlySet<CacheTag> = new Set(CACHE_TAGS.filter((tag) => !['site-content', 'faq', 'scholarship-intakes'].includes(tag)));
/** Bounds memory whatever query strings callers invent (at most 500 answers, 16 MB in all); the oldest goes first. */
const MAX_ENTRIES = 500;
const MAX_TOTAL_BYTES = 16 * 1024 * 1024;
const MAX_BODY_BYTES = 1_000_000;
/** How often other instances' revalidations are looked up in the shared tag table. */
const SHARED_CHECK_MS = 1_000;

export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${CATALOGUE_CACHE_SECONDS}, stale-while-revalidate=${86_400 - CATALOGUE_CACHE_SECONDS}`;

export interface Entry {
  body: Uint8Array;
  etag: string;
  contentType: string;
  expiresAt: number;
}

interface CacheState {
  entries: Map<string, Entry>;
  /** When other instances' revalidations were last looked up (local clock), and the catalogue tags' stamps then. */
  checkedAt: number;
  stamps: Record<string, number> | undefined;
  pending: Promise<void> | undefined;
}

// On globalThis: the API route and POST /api/revalidate are separate bundles that must share one cache.
const stateKey = Symbol.for('learner-portal.catalogue-responses');
const shared = ((globalThis as typeof globalThis & { [stateKey]?: CacheState })[stateKey] ??= {
  entries: new Map(),
  checkedAt: 0,
  stamps: undefined,
  pending: undefined,
});
const { entries } = shared;

export const isCatalogueRead = (request: Request): boolean =>
  request.method === 'GET' && !request.headers.has('authorization') && CATALOGUE_READ.test(new URL(request.url).pathname);

/**
 * The kept answer for a catalogue read's path and query (`/api/v1/programmes?limit=2`) when it can be given without
 * waiting: kept, not expired, and no look-up of other instances' revalidations due (that one request goes the long
 * way, through cachedCatalogueRead). Used by lib/api/catalogue-fast-path.ts before Next.js routes the request.
 */
export function keptCatalogueAnswer(pathAndQuery: string): Readonly<Entry> | undefined {
  const entry = entries.get(pathAndQuery);
  if (!entry || entry.expiresAt <= Date.now()) return undefined;
  if (sharedPageCache()?.revalidationStamps && Date.now() - shared.checkedAt >= SHARED_CHECK_MS) return undefined;
  return entry;
}

/** Drops every kept answer when one of `tags` covers the catalogue reads. */
export function clearCatalogueResponses(tags: readonly string[]): void {
  if (tags.some((tag) => CATALOGUE_TAGS.has(tag as CacheTag))) entries.clear();
}

/** Answers a catalogue read from memory, asking `upstream` (the platform) on a miss. */
export async function cachedCatalogueRead(request: Request, upstream: (request: Request) => Promise<Response>): Promise<Response> {
  await followSharedRevalidations();
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  let entry = entries.get(key);
  if (entry && entry.expiresAt <= Date.now()) {
    entries.delete(key);
    entry = undefined;
  }
  if (!entry) {
    const response = await upstream(request);
    if (response.status !== 200) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    entry = {
      body,
      // Weak: the same answer goes gzip (the fast path, Next's compression) or as it is under this one tag, and two
      // encodings of one body share a validator only as a weak one (RFC 9110 §8.8.1).
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      contentType: response.headers.get('content-type') ?? 'application/json',
      expiresAt: Date.now() + CATALOGUE_CACHE_SECONDS * 1000,
    };
    if (body.byteLength <= MAX_BODY_BYTES) remember(key, entry);
  }
  const headers = { etag: entry.etag, 'cache-control': CATALOGUE_CACHE_CONTROL };
  if (matches(request.headers.get('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers });
  return new Response(entry.body, { status: 200, headers: { ...headers, 'content-type': entry.contentType } });
}

function remember(key: string, entry: Entry) {
  entries.delete(key);
  entries.set(key, entry);
  let bytes = 0;
  for (const kept of entries.values()) bytes += kept.body.byteLength;
  while (entries.size > MAX_ENTRIES || bytes > MAX_TOTAL_BYTES) {
    const oldest = entries.keys().next().value as string;
    bytes -= entries.get(oldest)?.body.byteLength ?? 0;
    entries.delete(oldest);
  }
}

/** If-None-Match is a list of (possibly weak) tags, or `*`; a GET compares them weakly (RFC 9110 13.1.2). */
export function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** With several instances on one PostgreSQL, a revalidation sent to another instance reaches this one within a second. */
async function followSharedRevalidations(): Promise<void> {
  const lookUp = sharedPageCache()?.revalidationStamps;
  if (!lookUp || Date.now() - shared.checkedAt < SHARED_CHECK_MS) return;
  shared.pending ??= (async () => {
    try {
      const stamps = await lookUp([...CATALOGUE_TAGS]);
      const seen = shared.stamps;
      // The first look-up cannot tell what changed before it: everything kept until then is dropped.
      if (!seen || Object.entries(stamps).some(([tag, at]) => seen[tag] !== at)) entries.clear();
      shared.stamps = stamps;
      shared.checkedAt = Date.now();
    } catch {
      // The cache database is away: keep what is here (it still expires) and ask again in a second.
      shared.checkedAt = Date.now();
    } finally {
      shared.pending = undefined;
    }
  })();
  await shared.pending;
}
