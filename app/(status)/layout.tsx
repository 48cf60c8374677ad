// Status pages (service unavailable): nothing personal, and nothing that needs the platform.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

export default function StatusLayout({ children }: { children: ReactNode }) {
  return <PageFrame>{children}</PageFrame>;
}
