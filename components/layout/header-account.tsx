'use client';
// The only personal part of the public pages. The server (and the cache) always renders the signed-out
// links, so every visitor gets the same HTML; after hydration the browser reads the readable
// `is_authenticated` and `user_data` cookies and shows the learner instead. Signed-in pages do not use
// this: their layout renders AccountLinks with the learner the platform verified.
import { useSyncExternalStore } from 'react';
import { IS_AUTHENTICATED_COOKIE, USER_DATA_COOKIE } from '@/lib/session/auth-cookies';
// Two reads of document.cookie by hand: a parser package (cookie, 1.4 KB gzip) would load on every public page.
import { readCookie } from '@/lib/session/read-cookie';
import { firstNameOf } from '@/lib/session/user-data';
import { AccountLinks } from './account-links';

// Cookies have no change event; the header re-reads them on every render after hydration.
const subscribe = () => () => {};
// The learner counts as signed in only while the readable is_authenticated flag says so.
const readLearner = () =>
  readCookie(document.cookie, IS_AUTHENTICATED_COOKIE) === 'true' ? (readCookie(document.cookie, USER_DATA_COOKIE) ?? null) : null;
const serverSnapshot = () => null;

export function HeaderAccount() {
  return <AccountLinks firstName={firstNameOf(useSyncExternalStore(subscribe, readLearner, serverSnapshot))} />;
}
