// The client runtime mounted once in the root layout: new-build detection and route prefetching.
import { MAIN_NAVIGATION } from '@/components/layout/navigation';
import { currentBuildId } from '@/lib/build/current-build-id';
import { BuildWatcher } from './build-watcher';
import { RoutePrefetcher } from './route-prefetcher';

// The likely next routes are the main sections (in-page anchors dropped, each route once).
const LIKELY_NEXT_ROUTES = [...new Set(MAIN_NAVIGATION.map((item) => item.href.split('#')[0] || '/'))];

export function RuntimeLeaves() {
  return (
    <>
      <BuildWatcher buildId={currentBuildId()} />
      <RoutePrefetcher routes={LIKELY_NEXT_ROUTES} />
    </>
  );
}
