'use client';
// The path the visitor asked for, for the 404 messages. Pages rendered per path (a segment's 404) read it
// with usePathname, which also renders on the server. The unmatched-route 404 is one static page shared by
// every unknown URL, so its server HTML cannot know the path: there it is filled in from the address bar.
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const fromAddressBar = () => window.location.pathname;
const onServer = () => null;

export function RequestedPath({ fromLocation = false }: { fromLocation?: boolean }) {
  const pathname = usePathname();
  const location = useSyncExternalStore(subscribe, fromAddressBar, onServer);
  return <code>{fromLocation ? location : pathname}</code>;
}
