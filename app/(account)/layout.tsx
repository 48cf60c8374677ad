// Signed-in pages: personal, never cached, with the session store fed by what the server verified.
// Each page still calls requireSession itself (layouts do not re-run on every navigation).
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/session/session-provider';
import { getSessionSnapshot } from '@/lib/session/server-session';

export default async function AccountLayout({ children }: { children: ReactNode }) {
  return <SessionProvider snapshot={await getSessionSnapshot()}>{children}</SessionProvider>;
}
