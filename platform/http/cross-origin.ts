// Cross-origin calls from browsers (a partner site, an app's web view) for the origins an operator lists in
// CORS_ORIGINS, through hono's cors middleware; every other origin gets no CORS header at all, so the browser keeps
// its answers from the page. Never with credentials: the API takes Bearer tokens, which a listed origin sends itself,
// and no cookie of the portal's may ride along with a cross-origin call.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** What a cross-origin caller may send and read beyond the CORS-safelisted headers. */
const ALLOW_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'];
const EXPOSE_HEADERS = ['Location', 'ETag', 'Retry-After', 'Idempotent-Replayed', 'WWW-Authenticate', 'Allow'];
const ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH'];
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/** Nothing at all when `origins` is empty (closed, the default). */
export function crossOrigin(origins: readonly string[]): MiddlewareHandler | undefined {
  if (origins.length === 0) return undefined;
  const listed = new Set(origins);
  const allow = cors({
    origin: (origin) => (listed.has(origin) ? origin : null),
    allowMethods: ALLOW_METHODS,
    allowHeaders: ALLOW_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
    credentials: false,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    // hono's cors adds Vary: Origin itself.
    if (origin !== undefined && listed.has(origin)) return allow(c, next);
    await next();
    // Answers differ by Origin, so a shared cache (nginx, for catalogue reads) keeps one per origin.
    c.res.headers.append('Vary', 'Origin');
  };
}
