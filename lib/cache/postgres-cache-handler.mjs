// Next.js's server cache (ISR pages, route responses and unstable_cache data) shared by every instance on the
// PostgreSQL they already use (DATABASE_URL), so a page rendered by one is served by all, and a tag revalidated
// on one (POST /api/revalidate) is stale on all at once. Loaded by `next start` (next.config.ts `cacheHandler`);
// plain JavaScript because Next.js imports it as it is. Entries are keyed by build, so a rolling deploy never
// serves one build's page from another, and pages also by SITE_URL, so a page rendered for another address (its
// canonical URL, og:url) is never served for this one; tag revalidations apply to every build. When the database is away, the
// last entries this process saw are served from memory rather than failing the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { isPageKind, sitePageKeyPrefix } from '../build/build-site-url.mjs';
import { decodeEntry, encodeEntry } from './cache-entry-codec.mjs';
import { lifetimeSeconds, tagsOf } from './entry-tags.mjs';
import { isNotFoundPage } from './not-found-entry.mjs';
import { portalLogOptions } from '../operations/portal-log-options.mjs';

/** Entries kept in memory as a fallback for database outages. */
const FALLBACK_ENTRIES = 100;
/** One in this many writes also deletes expired entries. */
const CLEANUP_EVERY = 200;
/** After the database failed, it is left alone this long (pages come from memory or are rendered). */
const RETRY_AFTER_MS = 2_000;

const SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS next_cache;
  CREATE TABLE IF NOT EXISTS next_cache.entries (
    key text PRIMARY KEY,
    value text NOT NULL,
    tags text[] NOT NULL,
    cache_control jsonb,
    last_modified double precision NOT NULL,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS entries_expires_at ON next_cache.entries (expires_at);
  CREATE TABLE IF NOT EXISTS next_cache.tags (
    tag text PRIMARY KEY,
    stale_at double precision NOT NULL,
    expired_at double precision
  );`;

/** Milliseconds on the database's clock, so every instance compares times from one clock. */
const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)`;

const shared = {
  /** @type {pg.Pool | undefined} */ pool: undefined,
  /** @type {Promise<void> | undefined} */ ready: undefined,
  healthy: true,
  retryAt: 0,
  writes: 0,
};
/** The portal's log lines (lib/operations/logger.ts), made when the first one is written. */
let logger;
/** @type {Map<string, { lastModified: number, value: unknown, cacheControl?: unknown }>} */
const fallback = new Map();

function pool() {
  if (!shared.pool) {
    // Short limits: a slow cache must not hold pages up; a miss renders the page instead.
    shared.pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 4,
      connectionTimeoutMillis: 1_000,
      statement_timeout: 2_000,
      query_timeout: 3_000,
      application_name: 'learner-portal cache',
    });
    shared.pool.on('error', () => {});
    const close = () => shared.pool?.end();
    const lifecycle = globalThis[Symbol.for('learner-portal.lifecycle')];
    lifecycle?.closers.add(close);
  }
  return shared.pool;
}

/** Creates the tables once per process; the advisory lock lets instances started together take turns. */
function ready() {
  shared.ready ??= (async () => {
    const client = await pool().connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(7302016)');
      await client.query(SCHEMA);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  })().catch((error) => {
    shared.ready = undefined;
    throw error;
  });
  return shared.ready;
}

/** While the database is away, one call per RETRY_AFTER_MS tries it; the others do without it at once. */
function databaseAllowed() {
  if (shared.healthy) return true;
  if (Date.now() < shared.retryAt) return false;
  shared.retryAt = Date.now() + RETRY_AFTER_MS;
  return true;
}

/** Logs when the cache database goes away and when it is back, not on every request. */
function health(ok, error) {
  if (!ok) shared.retryAt = Date.now() + RETRY_AFTER_MS;
  if (ok === shared.healthy) return;
  shared.healthy = ok;
  logger ??= pino(portalLogOptions());
  if (ok) logger.info('page cache: database answers again');
  else logger.warn(`page cache: database unavailable, serving from memory (${error?.message})`);
}

function remember(key, entry) {
  fallback.delete(key);
  fallback.set(key, entry);
  if (fallback.size > FALLBACK_ENTRIES) fallback.delete(fallback.keys().next().value);
}

/**
 * Marks tags revalidated for every instance: `durations.expire` seconds of stale serving (0, or no durations:
 * gone at once; no expire: stale until re-rendered).
 */
async function expireTags(tags, durations = { expire: 0 }) {
  const list = tags.filter(Boolean);
  if (list.length === 0) return;
  const expireMs = durations.expire === undefined ? null : durations.expire * 1000;
  for (const [key, entry] of fallback) {
    if (tagsOf(entry.value).some((tag) => list.includes(tag))) fallback.delete(key);
  }
  await ready();
  await pool().query(
    `INSERT INTO next_cache.tags (tag, stale_at, expired_at)
     SELECT tag, ${NOW_MS}, ${NOW_MS} + $2::double precision FROM unnest($1::text[]) AS tag
     ON CONFLICT (tag) DO UPDATE SET stale_at = excluded.stale_at, expired_at = excluded.expired_at`,
    [list, expireMs],
  );
}

/**
 * When each of `tags` was last revalidated (on any instance, the database's clock; never: absent). In-process caches
 * outside Next.js (the catalogue API's) compare this with what they read a second before: a stamp that changed is a
 * revalidation to follow, however late its write committed, and one already followed is never followed twice.
 */
async function revalidationStamps(tags) {
  if (!databaseAllowed()) throw new Error('page cache database unavailable');
  await ready();
  const { rows } = await pool().query('SELECT tag, stale_at FROM next_cache.tags WHERE tag = ANY ($1::text[])', [tags]);
  return Object.fromEntries(rows.map((row) => [row.tag, Number(row.stale_at)]));
}

// POST /api/revalidate and the catalogue API cache (separate bundles) find the tag table here.
globalThis[Symbol.for('learner-portal.page-cache')] = { expireTags: (tags) => expireTags(tags), revalidationStamps };

export default class PostgresCacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options) {
    this.prefix = PostgresCacheHandler.buildPrefix(options.serverDistDir);
    this.pagePrefix = this.prefix + sitePageKeyPrefix();
  }

  static buildPrefix(serverDistDir) {
    PostgresCacheHandler.prefixes ??= new Map();
    const known = PostgresCacheHandler.prefixes.get(serverDistDir);
    if (known) return known;
    const buildId = serverDistDir
      ? readFileSync(path.join(path.dirname(serverDistDir), 'BUILD_ID'), 'utf8').trim()
      : 'unknown';
    PostgresCacheHandler.prefixes.set(serverDistDir, `${buildId}:`);
    return `${buildId}:`;
  }

  async get(key, ctx) {
    const storageKey = (isPageKind(ctx?.kind) ? this.pagePrefix : this.prefix) + key;
    const askedTags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (!databaseAllowed()) return fallback.get(storageKey) ?? null;
    try {
      await ready();
      const { rows } = await pool().query(
        `SELECT e.value, e.last_modified, e.cache_control,
           (SELECT max(t.expired_at) FROM next_cache.tags t WHERE t.tag = ANY (e.tags || $2::text[])
              AND t.expired_at > e.last_modified AND t.expired_at <= ${NOW_MS}) AS expired_at,
           (SELECT max(t.stale_at) FROM next_cache.tags t WHERE t.tag = ANY (e.tags || $2::text[])
              AND t.stale_at > e.last_modified) AS stale_at
         FROM next_cache.entries e WHERE e.key = $1`,
        [storageKey, askedTags],
      );
      health(true);
      const row = rows[0];
      if (!row || row.expired_at !== null) return null;
      const entry = {
        lastModified: row.last_modified,
        value: decodeEntry(row.value),
        cacheControl: row.cache_control ?? undefined,
      };
      remember(storageKey, entry);
      if (row.stale_at === null) return entry;
      // A tag revalidated with a stale window: serve this copy once more while Next.js renders a fresh one.
      const revalidateSeconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate ?? 1;
      return { ...entry, lastModified: Date.now() - revalidateSeconds * 1000 - 1 };
    } catch (error) {
      health(false, error);
      return fallback.get(storageKey) ?? null;
    }
  }

  async set(key, data, ctx) {
    const storageKey = (isPageKind(data?.kind) ? this.pagePrefix : this.prefix) + key;
    // Unknown paths answer 404 and are rendered per request: kept, any visitor could fill the database.
    if (!data || data.kind === 'IMAGE' || isNotFoundPage(data)) return;
    const cacheControl = ctx?.cacheControl ?? null;
    const lifetime = lifetimeSeconds(data, cacheControl);
    if (!databaseAllowed()) {
      remember(storageKey, { lastModified: Date.now(), value: data, cacheControl: cacheControl ?? undefined });
      return;
    }
    try {
      await ready();
      const { rows } = await pool().query(
        `INSERT INTO next_cache.entries (key, value, tags, cache_control, last_modified, expires_at)
         VALUES ($1, $2, $3, $4, ${NOW_MS}, now() + make_interval(secs => $5))
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, tags = excluded.tags, cache_control = excluded.cache_control,
           last_modified = excluded.last_modified, expires_at = excluded.expires_at
         RETURNING last_modified`,
        [storageKey, encodeEntry(data), tagsOf(data, ctx), cacheControl, lifetime],
      );
      remember(storageKey, {
        lastModified: rows[0].last_modified,
        value: data,
        cacheControl: cacheControl ?? undefined,
      });
      if (++shared.writes % CLEANUP_EVERY === 0)
        await pool().query('DELETE FROM next_cache.entries WHERE expires_at < now()');
      health(true);
    } catch (error) {
      health(false, error);
    }
  }

  /** Called by Next.js after revalidateTag(): a failure is logged (the endpoint reports its own). */
  async revalidateTag(tags, durations) {
    try {
      await expireTags(Array.isArray(tags) ? tags : [tags], durations);
    } catch (error) {
      health(false, error);
    }
  }

  resetRequestCache() {}
}
