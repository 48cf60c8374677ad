'use client';
// The only personal part of the public layout. The server (and the cache) always renders the signed-out
// links; after hydration the browser reads the readable `is_authenticated` and `user_data` cookies and
// shows the learner instead.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { useSyncExternalStore } from 'react';
import { getCookie } from 'cookies-next/client';
import { SignOutButton } from '@/components/session/sign-out-button';
import { firstNameOf } from '@/lib/session/user-data';
import styles from './site-header.module.css';

// Cookies have no change event; the header re-reads them on every render after hydration.
const subscribe = () => () => {};
// The learner counts as signed in only while the readable is_authenticated flag says so.
const readCookie = () => {
  if (getCookie('is_authenticated') !== 'true') return null;
  const value = getCookie('user_data');
  return typeof value === 'string' ? value : null;
};
const serverSnapshot = () => null;

export function HeaderAccount() {
  const firstName = firstNameOf(useSyncExternalStore(subscribe, readCookie, serverSnapshot));

  if (firstName) {
    return (
      <div className={styles.account}>
        <Link href="/user-dashboard" className={styles.accountLink}>
          <span className="visually-hidden">Signed in as </span>
          {firstName}
          <span className={styles.accountHint}> · My dashboard</span>
        </Link>
        <SignOutButton />
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <Link href="/login" className={styles.accountLink}>
        Sign in
      </Link>
      <Link href="/register" className={styles.register}>
        Register
      </Link>
    </div>
  );
}
