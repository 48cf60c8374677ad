// Sign-in, sign-up and recovery: personal pages (never cached), with the session store the forms use.
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/session/session-provider';
import { getSessionSnapshot } from '@/lib/session/server-session';
import styles from './auth.module.css';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <SessionProvider snapshot={await getSessionSnapshot()}>
      <div className={styles.page}>{children}</div>
    </SessionProvider>
  );
}
