import type { ReactNode } from 'react';
import { SignedInFrame } from '@/components/layout/signed-in-frame';

export default function WithdrawLayout({ children }: { children: ReactNode }) {
  return <SignedInFrame>{children}</SignedInFrame>;
}
