// The dashboard's frame: personal, never cached. Its own group (not (learner)) because it takes the session from the
// dashboard's one platform call, which the page shares. No loading.tsx: its boundary hid a large page's HTML from a
// browser without JavaScript (components/runtime/link-pending.tsx shows progress on the way here instead).
import type { ReactNode } from 'react';
import { SignedInFrame } from '@/components/layout/signed-in-frame';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getDashboardSession } from '@/lib/session/server-session';

export default async function DashboardLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  return (
    <SignedInFrame locale={await pageLocale(params)} session={getDashboardSession}>
      {children}
    </SignedInFrame>
  );
}
