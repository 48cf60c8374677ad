// The frame of each /account page below the overview: "My account" above its title, the lead that says what the page
// does, and the way back to the overview under its content.
import type { ReactNode } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import styles from '../account.module.css';

export function AccountSubpage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="container section">
      <PageHeader eyebrow="My account" title={title} lead={lead} />
      {children}
      <p className={styles.back}>
        <Link href="/account">Back to my account</Link>
      </p>
    </div>
  );
}
