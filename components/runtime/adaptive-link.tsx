'use client';
// next/link that prefetches only what this visitor can open, and nothing on a very slow connection (save-data or
// 2g, matching the route prefetcher's policy). Next's own <Link> prefetches every visible link whatever the
// connection, and a visitor's prefetch of a signed-in page (an "Enrol" button's /checkout) only meets a redirect.
import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { cookiesSaySignedIn, isSignedInRoute } from '@/lib/session/signed-in-routes';
import { isSlowConnection } from './connection';

type ConnectionEvents = { addEventListener?: (type: 'change', listener: () => void) => void; removeEventListener?: (type: 'change', listener: () => void) => void };

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionEvents }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

// Until hydration nothing is known about the connection or the visitor, so nothing is prefetched yet.
const slowOnServer = () => true;
const signedOutOnServer = () => false;
const noChanges = () => () => {};

type Href = ComponentProps<typeof Link>['href'];
const pathOf = (href: Href) => (typeof href === 'string' ? href : (href.pathname ?? ''));

export function AdaptiveLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const slow = useSyncExternalStore(subscribe, () => isSlowConnection(), slowOnServer);
  const signedIn = useSyncExternalStore(noChanges, () => cookiesSaySignedIn(document.cookie), signedOutOnServer);
  const closed = !signedIn && isSignedInRoute(pathOf(props.href));
  return <Link {...props} prefetch={slow || closed ? false : prefetch} />;
}
