// Signed-in pages whose forms must work without JavaScript (/kyc, /staff): like (account), but without a loading
// boundary, because streamed content only appears with JavaScript. Each page still calls requireSession itself.
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/session/session-provider';
import { getSessionSnapshot } from '@/lib/session/server-session';

export default async function AccountFormsLayout({ children }: { children: ReactNode }) {
  return <SessionProvider snapshot={await getSessionSnapshot()}>{children}</SessionProvider>;
}
