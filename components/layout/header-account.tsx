'use client';
// The only personal part of the public pages. The server (and the cache) always renders the signed-out
// links, so every visitor gets the same HTML; after hydration the browser reads the readable
// `is_authenticated` and `user_data` cookies and shows the learner instead. Signed-in pages do not use
// this: their layout renders AccountLinks with the learner the platform verified.
import { useSyncExternalStore } from 'react';
// The `cookie` parser alone, as the session store's browser jar uses it (a wrapper such as cookies-next brought its
// React provider and writer too: 4 KB gzip on every public page, three times over in the chunks that carry the header).
import { parse } from 'cookie';
import { firstNameOf } from '@/lib/session/user-data';
import { AccountLinks } from './account-links';

// Cookies have no change event; the header re-reads them on every render after hydration.
const subscribe = () => () => {};
// The learner counts as signed in only while the readable is_authenticated flag says so.
const readCookie = () => {
  const cookies = parse(document.cookie);
  return cookies.is_authenticated === 'true' ? (cookies.user_data ?? null) : null;
};
const serverSnapshot = () => null;

export function HeaderAccount() {
  return <AccountLinks firstName={firstNameOf(useSyncExternalStore(subscribe, readCookie, serverSnapshot))} />;
}
