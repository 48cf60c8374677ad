'use client';
// Prefetches the likely next routes 1,000 ms after load, unless the connection is very slow.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PREFETCH_DELAY_MS } from '@/lib/build/constants';
import { isSlowConnection } from './connection';

export function RoutePrefetcher({ routes }: { routes: readonly string[] }) {
  const router = useRouter();

  useEffect(() => {
    if (isSlowConnection()) return;
    const timer = window.setTimeout(() => {
      const here = window.location.pathname;
      for (const route of routes) {
        if (route !== here) router.prefetch(route);
      }
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [router, routes]);

  return null;
}
