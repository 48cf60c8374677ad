// Runs in the browser before the app hydrates: watches for a new build (lib/build/build-watch.ts) and hands it
// every App Router navigation as it starts, so after a deploy the next one is a full page load.
import { startBuildWatch } from '@/lib/build/build-watch';

// The build this page came from, as Next writes it on <html> (no id in `next dev`: nothing to compare).
const buildId = document.documentElement.dataset.dplId;
const watch = buildId ? startBuildWatch({ buildId }) : undefined;

export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  watch?.navigationStarting(url, navigationType);
}
