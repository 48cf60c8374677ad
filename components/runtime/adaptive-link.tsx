'use client';
// next/link that prefetches only what this visitor can open, only from 1,000 ms after load, and nothing on a very
// slow connection (save-data or 2g): the page's one prefetch policy (./prefetch-policy.ts). Next's own <Link>
// prefetches every visible link as soon as it hydrates, whatever the connection, and a visitor's prefetch of a
// signed-in page (an "Enrol" button's /checkout) only meets a redirect.
import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { isSignedInRoute } from '@/lib/session/signed-in-routes';
import { prefetchPolicy, serverPrefetchPolicy, subscribePrefetchPolicy } from './prefetch-policy';

type Href = ComponentProps<typeof Link>['href'];
const pathOf = (href: Href) => (typeof href === 'string' ? href : (href.pathname ?? ''));

export function AdaptiveLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const policy = useSyncExternalStore(subscribePrefetchPolicy, prefetchPolicy, serverPrefetchPolicy);
  const closed = policy === 'none' || (policy === 'visitor' && isSignedInRoute(pathOf(props.href)));
  return <Link {...props} prefetch={closed ? false : prefetch} />;
}
