// A known path asked with a method it does not take is a 405 naming the ones it does (RFC 9110 §15.5.6), and OPTIONS
// is answered with them; decided before any other middleware, so `DELETE /orders` is not told it lacks an
// Idempotency-Key. Unknown paths go on to the 404.
import type { MiddlewareHandler } from 'hono';
import { problemResponse } from './problem-response';

interface RegisteredRoute {
  method: string;
  path: string;
}

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

const toPattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^$()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  );

function pathMethods(routes: readonly RegisteredRoute[]): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  // Middleware is registered as ALL; only handlers say which methods a path takes.
  for (const { method, path } of routes)
    if (method !== 'ALL') byPath.set(path, (byPath.get(path) ?? new Set()).add(method));
  return [...byPath].map(([path, methods]) => {
    if (methods.has('GET')) methods.add('HEAD');
    return { pattern: toPattern(path), methods };
  });
}

/** `routes()` is read on the first request, when every route is registered. */
export function methodNotAllowed(routes: () => readonly RegisteredRoute[]): MiddlewareHandler {
  let known: PathMethods[] | undefined;
  return async (c, next) => {
    known ??= pathMethods(routes());
    const allowed = new Set<string>();
    for (const { pattern, methods } of known) if (pattern.test(c.req.path)) methods.forEach((m) => allowed.add(m));
    if (allowed.size === 0 || allowed.has(c.req.method)) return next();
    const allow = [...allowed, 'OPTIONS'].join(', ');
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow } });
    return problemResponse(
      {
        type: 'about:blank',
        title: 'Method Not Allowed',
        status: 405,
        detail: `${c.req.path} takes ${allow}, not ${c.req.method}.`,
      },
      { Allow: allow },
    );
  };
}
