import type { ReactNode } from 'react';
import { SignedInFrame } from '@/components/layout/signed-in-frame';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export default async function KycLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  return <SignedInFrame locale={await pageLocale(params)}>{children}</SignedInFrame>;
}
