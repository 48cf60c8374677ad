// Public pages: cached and the same for every visitor, so the header's account area fills in after hydration.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { isLocale } from '@/lib/i18n/locales';

export default async function PublicLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  return <PageFrame locale={isLocale(locale) ? locale : undefined}>{children}</PageFrame>;
}
