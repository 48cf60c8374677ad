// /checkout: signed in, never cached, with the session store; no loading boundary, because its forms must
// work without JavaScript and streamed content needs JavaScript to appear.
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/session/session-provider';
import { getSessionSnapshot } from '@/lib/session/server-session';

export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  return <SessionProvider snapshot={await getSessionSnapshot()}>{children}</SessionProvider>;
}
