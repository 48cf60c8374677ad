'use client';
// Prefetches the likely next routes 1,000 ms after load, unless the connection is very slow (the page's one
// prefetch policy, ./prefetch-policy.ts, which also keeps a visitor from prefetching signed-in routes).
import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { isSignedInRoute } from '@/lib/session/signed-in-routes';
import { prefetchPolicy, serverPrefetchPolicy, subscribePrefetchPolicy } from './prefetch-policy';

export function RoutePrefetcher({ routes }: { routes: readonly string[] }) {
  const router = useRouter();
  const policy = useSyncExternalStore(subscribePrefetchPolicy, prefetchPolicy, serverPrefetchPolicy);

  useEffect(() => {
    if (policy === 'none') return;
    const here = window.location.pathname;
    for (const route of routes) {
      if (route !== here && (policy === 'learner' || !isSignedInRoute(route))) router.prefetch(route);
    }
  }, [policy, router, routes]);

  return null;
}
