// /checkout: signed in, never cached, with the session store; no loading boundary, because its forms must
// work without JavaScript and streamed content needs JavaScript to appear. The header shows the learner
// from the server's own check.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import { getSessionSnapshot } from '@/lib/session/server-session';

export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const snapshot = await getSessionSnapshot();
  return (
    <SessionProvider snapshot={snapshot}>
      <PageFrame learner={snapshot.user}>{children}</PageFrame>
    </SessionProvider>
  );
}
