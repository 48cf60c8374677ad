// Public pages: cached and the same for every visitor, so the header's account area fills in after hydration.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PageFrame>{children}</PageFrame>;
}
