'use client';
// next/link that prefetches its page when the visitor points at it (pointer, touch or keyboard focus), not when it
// scrolls into view, and only as the page's one prefetch policy allows (./prefetch-policy.ts): not in the first
// 1,000 ms after load, nothing on a very slow connection, and a signed-in page (an "Enrol" button's /checkout) only
// for a signed-in visitor. Next's own viewport prefetch fetched and decoded every visible link's page at once, about
// 0.8 s of main-thread time at phone speed on the home page (docs/performance.md); the main sections are still
// prefetched after load by the route prefetcher. This is the hover-triggered pattern of Next's prefetching guide.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { mayPrefetch, startPrefetchPolicy } from './prefetch-policy';

type LinkProps = ComponentProps<typeof Link>;

/** A same-site href as path and query; undefined for anything router.prefetch should not be given. */
function prefetchable(href: LinkProps['href']): string | undefined {
  const path = typeof href === 'string' ? href : href.pathname ? `${href.pathname}${href.search ?? ''}` : '';
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

export function AdaptiveLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  // The delay counts from the page's load, not from the first gesture (the route prefetcher starts it too).
  useEffect(startPrefetchPolicy, []);
  const target = prefetch === false ? undefined : prefetchable(props.href);
  const onIntent = () => {
    if (target && mayPrefetch(target)) router.prefetch(target);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        onIntent();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        onIntent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        onIntent();
      }}
    />
  );
}

/** A link's pending state, for what a link shows while its page is on its way (./link-pending.tsx). */
export { useLinkStatus } from 'next/link';

// The header's and footer's language switch rides in this module's chunk, which both already load: no chunk of its own
// on English pages (components/layout/language-switch.tsx says why).
export { LanguageSwitch } from '@/components/layout/language-switch';
