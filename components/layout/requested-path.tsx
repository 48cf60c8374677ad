'use client';
// The path the visitor asked for, from the address bar (with its query, as in /learning-path?programme=x),
// for 404 messages the server could not address: the shared unmatched-route page and a segment's
// not-found boundary when the browser renders it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const fromAddressBar = () => `${window.location.pathname}${window.location.search}`;
const onServer = () => null;

export function RequestedPath() {
  return <code>{useSyncExternalStore(subscribe, fromAddressBar, onServer)}</code>;
}
