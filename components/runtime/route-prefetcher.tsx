'use client';
// Prefetches the likely next route 1,000 ms after load, unless the connection is very slow (the page's one prefetch
// policy, ./prefetch-policy.ts, which also keeps a visitor from prefetching signed-in routes): the first of `routes`
// that applies (not the page itself, not a signed-in route for a visitor), when the main thread is idle, so the
// router's work for it (its request, then decoding the answer) is a few short tasks of its own and a tap meanwhile is
// answered at once (`npm run bench:cpu` prints the longest task after the delay).
import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { isSignedInRoute } from '@/lib/session/signed-in-routes';
import { prefetchPolicy, serverPrefetchPolicy, subscribePrefetchPolicy } from './prefetch-policy';

/** The longest the route waits for an idle moment (a page kept busy still gets it). */
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

export function RoutePrefetcher({ routes }: { routes: readonly string[] }) {
  const router = useRouter();
  const policy = useSyncExternalStore(subscribePrefetchPolicy, prefetchPolicy, serverPrefetchPolicy);

  useEffect(() => {
    if (policy === 'none') return;
    const here = window.location.pathname;
    const route = routes.find(
      (candidate) => candidate !== here && (policy === 'learner' || !isSignedInRoute(candidate)),
    );
    if (route !== undefined) return whenIdle(() => router.prefetch(route));
  }, [policy, router, routes]);

  return null;
}
