// The frame of a signed-in page (/checkout, /kyc, /staff, a receipt): the header shows the learner from the server's
// own check, right before hydration and without JavaScript, and the session store starts from that check. No loading
// boundary sits above these pages: their forms work without JavaScript and their 404s must be real statuses, and
// streamed content only appears with JavaScript. Each page still calls requireSession itself.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { SessionProvider } from '@/components/session/session-provider';
import type { Locale } from '@/lib/i18n/locales';
import { getSessionSnapshot } from '@/lib/session/server-session';

interface SignedInFrameProps {
  children: ReactNode;
  /** The page's language (staff pages are English only). */
  locale?: Locale;
  /** Where the session comes from, when the page's own platform call proves it (the dashboard's). */
  session?: Parameters<typeof getSessionSnapshot>[0];
}

export async function SignedInFrame({ children, locale, session }: SignedInFrameProps) {
  const snapshot = await getSessionSnapshot(session);
  return (
    <SessionProvider snapshot={snapshot}>
      <PageFrame learner={snapshot.user} locale={locale}>
        {children}
      </PageFrame>
    </SessionProvider>
  );
}
