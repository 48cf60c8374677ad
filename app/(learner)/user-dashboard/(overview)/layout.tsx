// The dashboard's frame: personal, never cached, with the session store fed by what the server verified. Its own
// layout (not SignedInFrame) because it takes the session from the dashboard's one platform call, which the page
// shares, and because only the dashboard streams behind a loading boundary (./loading.tsx).
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import { getDashboardSession, getSessionSnapshot } from '@/lib/session/server-session';
import { getDashboardTerms } from './dashboard-terms';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const [snapshot, session, terms] = await Promise.all([getSessionSnapshot(getDashboardSession), getDashboardSession(), getDashboardTerms()]);
  // The store starts with what the dashboard loaded, instead of client leaves copying it in after hydration: the
  // learner's programmes (the seed's `products`) and the calendar's current and next term (currentSemester/nextSemester, by slug).
  const fields = {
    products: Object.fromEntries((session?.dashboard.enrolments ?? []).map((e) => [e.programme.slug, { intake: e.intake.slug }])),
    currentSemester: terms?.current?.slug ?? '',
    nextSemester: terms?.next?.slug ?? '',
  };
  // The header shows the learner from the server's own check: right before hydration and without JavaScript.
  return (
    <SessionProvider snapshot={{ ...snapshot, fields }}>
      <PageFrame learner={snapshot.user}>{children}</PageFrame>
    </SessionProvider>
  );
}
