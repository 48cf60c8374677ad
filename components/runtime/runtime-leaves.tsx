// The client runtime mounted once in the root layout: the build id the new-build watch compares against
// (instrumentation-client.ts reads it from this meta tag before hydration), route prefetching and focus after a
// navigation.
import { BUILD_ID_META } from '@/lib/build/build-watch';
import { currentBuildId } from '@/lib/build/current-build-id';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { FocusAfterNavigation } from './focus-after-navigation';
import { RoutePrefetcher } from './route-prefetcher';

// The routes prefetched 1,000 ms after load, in the page's language. The spec prefetches one thing then, the manifest
// (which routes exist; no page's data), so it asks for no page in particular: these are the two every public page
// leads to, home (the logo) and the programme catalogue (what a visitor comes to enrol in). Every other section is
// prefetched when the visitor points at or touches its link (AdaptiveLink): decoding each section's answer after
// load cost 5-25 ms of main-thread CPU per route on the bench's host, four times that on a phone (docs/performance.md).
const PREFETCHED_AFTER_LOAD = ['/', '/programmes'];
const LIKELY_NEXT_ROUTES = {
  en: PREFETCHED_AFTER_LOAD.map((route) => localePath('en', route)),
  ur: PREFETCHED_AFTER_LOAD.map((route) => localePath('ur', route)),
} satisfies Record<Locale, string[]>;

export function RuntimeLeaves({ locale }: { locale: Locale }) {
  return (
    <>
      <meta name={BUILD_ID_META} content={currentBuildId()} />
      <RoutePrefetcher routes={LIKELY_NEXT_ROUTES[locale]} />
      <FocusAfterNavigation />
    </>
  );
}
