// The dashboard's frame: personal, never cached, with the session store fed by what the server verified. Its own
// layout (not SignedInFrame) because it takes the session from the dashboard's one platform call, which the page
// shares, and because only the dashboard streams behind a loading boundary (./loading.tsx).
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getDashboardSession, getSessionSnapshot } from '@/lib/session/server-session';

export default async function DashboardLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const [snapshot, locale] = await Promise.all([getSessionSnapshot(getDashboardSession), pageLocale(params)]);
  // The header shows the learner from the server's own check: right before hydration and without JavaScript.
  return (
    <SessionProvider snapshot={snapshot}>
      <PageFrame learner={snapshot.user} locale={locale}>
        {children}
      </PageFrame>
    </SessionProvider>
  );
}
