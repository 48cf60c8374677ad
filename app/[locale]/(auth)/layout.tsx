// Sign-in, sign-up and recovery: personal pages (never cached), with the session store the forms use.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import { getSessionSnapshot } from '@/lib/session/server-session';
import styles from './auth.module.css';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const snapshot = await getSessionSnapshot();
  return (
    <SessionProvider snapshot={snapshot}>
      <PageFrame learner={snapshot.user}>
        <div className={styles.page}>{children}</div>
      </PageFrame>
    </SessionProvider>
  );
}
