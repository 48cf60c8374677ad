'use client';
// The only personal part of the public pages. The server (and the cache) always renders the signed-out
// links, so every visitor gets the same HTML; after hydration the browser reads the readable
// `is_authenticated` and `user_data` cookies and shows the learner instead. Signed-in pages do not use
// this: their layout renders AccountLinks with the learner the platform verified.
import { useEffect, useSyncExternalStore } from 'react';
// The `cookie` parser alone: cookies-next's client side brings its React provider and writer too (4 KB gzip on
// every public page, three times over in the chunks that carry the header).
import { parse, serialize } from 'cookie';
import { firstNameOf, parseUserDataCookie } from '@/lib/session/user-data';
import { AccountLinks } from './account-links';
import type { AccountText } from './frame-text';

// Cookies have no change event; the header re-reads them on every render after hydration.
const subscribe = () => () => {};
// The learner counts as signed in only while the readable is_authenticated flag says so (the HttpOnly access token
// is invisible here; the proxy and the platform clear the flag with it): null signed out, else user_data ('' if none).
const readCookie = () => {
  const cookies = parse(document.cookie);
  return cookies.is_authenticated === 'true' ? (cookies.user_data ?? '') : null;
};
const serverSnapshot = () => null;

export function HeaderAccount({ text }: { text: AccountText }) {
  const userData = useSyncExternalStore(subscribe, readCookie, serverSnapshot);
  const malformed = userData !== null && parseUserDataCookie(userData).malformed;
  // A malformed user_data is cleared wherever it is read, public pages included (it is not HttpOnly); the learner
  // stays signed in and sees the account menu without a name until the next sign-in writes it again.
  useEffect(() => {
    if (malformed)
      document.cookie = serialize('user_data', '', {
        path: '/',
        maxAge: 0,
        sameSite: 'lax',
        secure: window.location.protocol === 'https:',
      });
  }, [malformed]);
  return <AccountLinks signedIn={userData !== null} firstName={malformed ? null : firstNameOf(userData)} text={text} />;
}
