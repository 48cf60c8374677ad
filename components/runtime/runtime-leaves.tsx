// The client runtime mounted once in the root layout: the build id the new-build watch compares against
// (instrumentation-client.ts reads it from this meta tag before hydration), route prefetching and focus after a
// navigation.
import { BUILD_ID_META } from '@/lib/build/build-watch';
import { currentBuildId } from '@/lib/build/current-build-id';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { FocusAfterNavigation } from './focus-after-navigation';
import { RoutePrefetcher } from './route-prefetcher';

// The route prefetched 1,000 ms after load, in the page's language: the first of these that is not the page itself.
// The spec prefetches one thing then, the manifest (which routes exist; no page's data), so one route stands for it: the
// programme catalogue (what a visitor comes to enrol in), or home (the logo) on the catalogue itself. Next's answer for
// a route carries the route tree and, inlined with the page, every layout above it (the header, footer and not-found
// boundaries the page already has): a second route decoded all of that again for 13-16 ms of main-thread CPU on the
// bench's host, four times that on a phone (docs/performance.md). Every other page, home included, is prefetched when
// the visitor points at or touches its link (AdaptiveLink).
const PREFETCHED_AFTER_LOAD = ['/programmes', '/'];
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
