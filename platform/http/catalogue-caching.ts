// HTTP caching of the catalogue's public reads (programmes, instructors, courses, semesters, terms): they change
// rarely, so each 200 carries a weak ETag (If-None-Match gets a 304) and lets shared caches (nginx in front of the
// portal) keep it as long as the portal keeps the pages built from it. Weak, because nginx or Next may send the same
// answer gzip or as it is, and two encodings of one body share a validator only as a weak one (RFC 9110 §8.8.1).
import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import { SHARED_READ_CACHE_CONTROL } from './cache-control';

const CATALOGUE_READ = /\/(?:programmes|instructors|courses|semesters|terms)(?:\/[^/]+)?$/;

export const CATALOGUE_CACHE_CONTROL = SHARED_READ_CACHE_CONTROL;

const validated = etag({ weak: true });

const sharedCacheable = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
});

// HEAD is GET without the body (RFC 9110 §9.3.2): Hono answers it by running the GET route, and it must carry the
// same validator and caching rules, or a cache that revalidates with HEAD learns nothing.
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Public catalogue reads only: a call with a token, or any other path or method, goes through untouched. */
export const catalogueCaching = createMiddleware(async (c, next) => {
  if (!READ_METHODS.has(c.req.method) || c.req.header('authorization') || !CATALOGUE_READ.test(c.req.path))
    return next();
  // The ETag wraps the Cache-Control step, so a 304 keeps the Cache-Control that the 200 carried.
  await validated(c, async () => {
    await sharedCacheable(c, next);
  });
});
