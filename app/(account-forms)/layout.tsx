// Signed-in pages whose forms must work without JavaScript (/checkout, /kyc, /staff) or whose status must be exact
// (a receipt that is not yours is a real 404): like (account), but without a loading boundary, because streamed
// content only appears with JavaScript. Each page still calls requireSession itself.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import { getSessionSnapshot } from '@/lib/session/server-session';

export default async function AccountFormsLayout({ children }: { children: ReactNode }) {
  const snapshot = await getSessionSnapshot();
  // The header shows the learner from the server's own check: right before hydration and without JavaScript.
  return (
    <SessionProvider snapshot={snapshot}>
      <PageFrame learner={snapshot.user}>{children}</PageFrame>
    </SessionProvider>
  );
}
