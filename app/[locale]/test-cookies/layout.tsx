// Cookie diagnostics: its own page; the header behaves as on the public pages.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

export default function TestCookiesLayout({ children }: { children: ReactNode }) {
  return <PageFrame>{children}</PageFrame>;
}
