// /forgot-password – recover the account with a one-time code sent by e-mail.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { RecoveryForm } from './_components/recovery-form';
import styles from '../auth.module.css';

export const metadata: Metadata = unindexedPageMetadata({
  title: 'Forgot your password?',
  description:
    'Choose a new password for your Learner Portal account with a 6-digit code we send to your e-mail address.',
});

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHeader
        title="Forgot your password?"
        lead="Tell us your e-mail. We send you a 6-digit code, valid for 10 minutes, to set a new password."
      />
      <RecoveryForm />
      <nav className={styles.links} aria-label="Account help">
        <Link href="/login">Back to sign in</Link>
      </nav>
    </>
  );
}
