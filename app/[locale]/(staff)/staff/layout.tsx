// /staff – pages for staff only (the platform checks the role on every call): never indexed, never cached.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SignedInFrame } from '@/components/layout/signed-in-frame';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { getSession } from '@/lib/session/server-session';
import styles from './_components/staff.module.css';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false },
};

export default async function StaffLayout({ children }: { children: ReactNode }) {
  // Which links to show; each page checks the role itself (and the platform again on every call).
  const admin = (await getSession())?.user.role === 'admin';
  return (
    <SignedInFrame>
      <div className="container section">
        <nav aria-label="Staff" className={styles.nav}>
          <Link href="/staff/learners">Find a learner</Link>
          <Link href="/staff/kyc">Identity verifications</Link>
          <Link href="/staff/payments">Payments and refunds</Link>
          <Link href="/staff/refunds">Refunds owed</Link>
          <Link href="/staff/transfers">Bank transfers</Link>
          <Link href="/staff/scholarships">Scholarships</Link>
          <Link href="/staff/withdrawals">Withdrawals</Link>
          <Link href="/staff/inbox">Inbox</Link>
          <Link href="/staff/reports">Numbers</Link>
          {admin ? <Link href="/staff/roles">Roles</Link> : null}
          {admin ? <Link href="/staff/audit">Audit log</Link> : null}
          {admin ? <Link href="/staff/catalogue">Catalogue</Link> : null}
        </nav>
        {children}
      </div>
    </SignedInFrame>
  );
}
