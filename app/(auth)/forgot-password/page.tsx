// /forgot-password – recover the account with a one-time code sent by e-mail.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { RecoveryForm } from './_components/recovery-form';
import styles from '../auth.module.css';

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false, follow: false } };

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHeader title="Forgot your password?" lead="Tell us your e-mail. We send you a 6-digit code, valid for 10 minutes, to set a new password." />
      <RecoveryForm />
      <nav className={styles.links} aria-label="Account help">
        <Link href="/login">Back to sign in</Link>
      </nav>
    </>
  );
}
