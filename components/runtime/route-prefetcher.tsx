'use client';
// Prefetches the likely next routes 1,000 ms after load, unless the connection is very slow (the page's one
// prefetch policy, ./prefetch-policy.ts, which also keeps a visitor from prefetching signed-in routes): at most `limit`
// of them, the first in `routes` that apply (not the page itself, not a signed-in route for a visitor). One route at a
// time, each when the main thread is idle and PREFETCH_GAP_MS after the one before: the router's work for a route
// (its request, then decoding the answer) is then a few short tasks of its own, never one long task when all the
// answers arrive together, and a tap in between is answered at once (`npm run bench:cpu` prints the longest task
// after the delay).
import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { isSignedInRoute } from '@/lib/session/signed-in-routes';
import { prefetchPolicy, serverPrefetchPolicy, subscribePrefetchPolicy } from './prefetch-policy';

/** Time between two routes' prefetches: long enough for one route's answer to arrive and be decoded first. */
export const PREFETCH_GAP_MS = 150;
/** The longest a route waits for an idle moment (a page kept busy still gets its routes). */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` when the main thread is idle (right away in a browser without requestIdleCallback); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
}

export function RoutePrefetcher({ routes, limit = routes.length }: { routes: readonly string[]; limit?: number }) {
  const router = useRouter();
  const policy = useSyncExternalStore(subscribePrefetchPolicy, prefetchPolicy, serverPrefetchPolicy);

  useEffect(() => {
    if (policy === 'none') return;
    const here = window.location.pathname;
    const queue = routes
      .filter((route) => route !== here && (policy === 'learner' || !isSignedInRoute(route)))
      .slice(0, limit);
    let cancel = () => {};
    const next = () => {
      cancel = whenIdle(() => {
        const route = queue.shift();
        if (route === undefined) return;
        router.prefetch(route);
        const timer = window.setTimeout(next, PREFETCH_GAP_MS);
        cancel = () => window.clearTimeout(timer);
      });
    };
    next();
    return () => cancel();
  }, [policy, router, routes, limit]);

  return null;
}
