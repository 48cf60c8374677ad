'use client';
// The only personal part of the public pages. The server (and the cache) always renders the signed-out
// links, so every visitor gets the same HTML; after hydration the browser reads the readable
// `is_authenticated` cookie and, for a signed-in learner only, loads the signed-in area (./signed-in-account.tsx:
// the name from `user_data`, the account links, the sign-out form) in place of the links. A visitor's page hydrates
// the two links and loads nothing more. Signed-in pages do not use this: their layout renders AccountLinks with the
// learner the platform verified.
import { lazy, Suspense, useSyncExternalStore } from 'react';
// The `cookie` parser alone: cookies-next's client side brings its React provider and writer too (4 KB gzip on
// every public page, three times over in the chunks that carry the header).
import { parse } from 'cookie';
import type { AccountText } from './frame-text';
import { SignedOutLinks } from './signed-out-links';

const SignedInAccount = lazy(() =>
  import('./signed-in-account').then((module) => ({ default: module.SignedInAccount })),
);

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
  const signedOut = <SignedOutLinks text={text} />;
  if (userData === null) return signedOut;
  return (
    <Suspense fallback={signedOut}>
      <SignedInAccount userData={userData} text={text} />
    </Suspense>
  );
}
