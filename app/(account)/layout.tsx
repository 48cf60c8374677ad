// Signed-in pages: personal, never cached, with the session store fed by what the server verified.
// Each page still checks the session itself (layouts do not re-run on every navigation). The group holds the
// dashboard alone: the layout takes the session from the dashboard's one platform call, which the page shares.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import { getDashboardSession, getSessionSnapshot } from '@/lib/session/server-session';

export default async function AccountLayout({ children }: { children: ReactNode }) {
  const snapshot = await getSessionSnapshot(getDashboardSession);
  // The header shows the learner from the server's own check: right before hydration and without JavaScript.
  return (
    <SessionProvider snapshot={snapshot}>
      <PageFrame learner={snapshot.user}>{children}</PageFrame>
    </SessionProvider>
  );
}
