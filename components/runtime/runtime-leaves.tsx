// The client runtime mounted once in the root layout: route prefetching (new-build detection starts in
// instrumentation-client.ts, before hydration).
import { MAIN_NAVIGATION } from '@/components/layout/navigation';
import { RoutePrefetcher } from './route-prefetcher';

// The likely next routes are the main sections (in-page anchors dropped, each route once).
const LIKELY_NEXT_ROUTES = [...new Set(MAIN_NAVIGATION.map((item) => item.href.split('#')[0] || '/'))];

export function RuntimeLeaves() {
  return (
    <RoutePrefetcher routes={LIKELY_NEXT_ROUTES} />
  );
}
