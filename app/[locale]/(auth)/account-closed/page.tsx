// /account-closed – where closing an account lands: the session is gone, so a public page says what happened.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = unindexedPageMetadata({
  title: 'Your account is closed',
  description: 'Your Learner Portal account is closed.',
});

export default function AccountClosedPage() {
  return (
    <>
      <PageHeader
        title="Your account is closed"
        lead="Your personal details and identity photos are deleted, and every device is signed out. Payment records are kept for six years, as the law requires. We sent you an e-mail saying so."
      />
      <p>
        <Link href="/register">Create a new account</Link>
      </p>
    </>
  );
}
