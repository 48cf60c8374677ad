'use client';
// next/link that does not prefetch on a very slow connection (save-data or 2g), matching the route
// prefetcher's policy. Next's own <Link> prefetches every visible link whatever the connection.
import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { isSlowConnection } from './connection';

type ConnectionEvents = { addEventListener?: (type: 'change', listener: () => void) => void; removeEventListener?: (type: 'change', listener: () => void) => void };

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionEvents }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

// Until hydration nothing is known about the connection, so nothing is prefetched yet.
const slowOnServer = () => true;

export function AdaptiveLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const slow = useSyncExternalStore(subscribe, () => isSlowConnection(), slowOnServer);
  return <Link {...props} prefetch={slow ? false : prefetch} />;
}
