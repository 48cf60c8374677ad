// Signed-in learner pages (/checkout, /kyc, /account, a receipt, withdrawal): the frame with the learner the server
// verified. The dashboard has its own group, (dashboard), because its frame takes the session from the dashboard's one
// platform call.
import type { ReactNode } from 'react';
import { SignedInFrame } from '@/components/layout/signed-in-frame';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export default async function LearnerLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  return <SignedInFrame locale={await pageLocale(params)}>{children}</SignedInFrame>;
}
