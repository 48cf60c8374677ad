// Sign-in, sign-up and recovery: personal pages (never cached), with the session store the forms use.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getSessionSnapshot } from '@/lib/session/server-session';
import styles from './auth.module.css';

export default async function AuthLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const [snapshot, locale] = await Promise.all([getSessionSnapshot(), pageLocale(params)]);
  return (
    <SessionProvider snapshot={snapshot}>
      <PageFrame learner={snapshot.user} locale={locale}>
        <div className={styles.page}>{children}</div>
      </PageFrame>
    </SessionProvider>
  );
}
