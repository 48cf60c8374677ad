// Runs in the browser before the app hydrates: watches for a new build (lib/build/build-watch.ts) and hands it
// every App Router navigation as it starts, so after a deploy the next one is a full page load.
import { BUILD_ID_META, startBuildWatch } from '@/lib/build/build-watch';

// The build this page came from, as the root layout writes it (components/runtime/runtime-leaves.tsx).
const buildId = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META}"]`)?.content;
const watch = buildId ? startBuildWatch({ buildId }) : undefined;

export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  watch?.navigationStarting(url, navigationType);
}
