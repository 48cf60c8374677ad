// The client runtime mounted once in the root layout: the build id the new-build watch compares against
// (instrumentation-client.ts reads it from this meta tag before hydration), route prefetching and focus after a
// navigation.
import { MAIN_NAVIGATION } from '@/lib/navigation';
import { BUILD_ID_META } from '@/lib/build/build-watch';
import { currentBuildId } from '@/lib/build/current-build-id';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { FocusAfterNavigation } from './focus-after-navigation';
import { RoutePrefetcher } from './route-prefetcher';

// The likely next routes are the main sections in the page's language (in-page anchors dropped, each route once).
const LIKELY_NEXT_ROUTES = {
  en: [...new Set(MAIN_NAVIGATION.map((item) => item.href.split('#')[0] || '/'))],
  ur: [...new Set(MAIN_NAVIGATION.map((item) => localePath('ur', item.href.split('#')[0] || '/')))],
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
