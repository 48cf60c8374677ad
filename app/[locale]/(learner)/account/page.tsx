// /account – what the learner can do with their own account: each part on its own page, with its one form.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import styles from './account.module.css';

export const metadata: Metadata = signedInPageMetadata({
  title: 'My account',
  description:
    'Your name and phone, password, e-mail address, sign-ins, a copy of your data, and closing your account.',
});

export default async function AccountPage() {
  const { user } = await requireSession('/account');
  return (
    <div className="container section">
      <PageHeader
        eyebrow="My account"
        title="My account"
        lead={`Signed in as ${user.email}. Change what you need here; every change is recorded, and a password or code never is.`}
      />
      <ul className={styles.sections}>
        <li className={styles.section}>
          <h2>Name and phone</h2>
          <p>
            {user.full_name}
            {user.phone ? ` · ${user.phone}` : ' · no phone number'}
          </p>
          <Link href="/account/profile">Change name or phone</Link>
        </li>
        <li className={styles.section}>
          <h2>Password</h2>
          <p>Changing it signs out every other device.</p>
          <Link href="/account/password">Change password</Link>
        </li>
        <li className={styles.section}>
          <h2>E-mail address</h2>
          <p>{user.email}</p>
          <Link href="/account/email">Change e-mail address</Link>
        </li>
        <li className={styles.section}>
          <h2>Sign-ins</h2>
          <p>Where your account is signed in now.</p>
          <Link href="/account/sign-ins">See sign-ins</Link>
        </li>
        <li className={styles.section}>
          <h2>My data</h2>
          <p>Everything we hold about you, as one file.</p>
          <Link href="/account/data">Download my data</Link>
        </li>
        <li className={styles.section}>
          <h2>Close my account</h2>
          <p>Delete your account and personal data.</p>
          <Link href="/account/close">Close my account</Link>
        </li>
      </ul>
    </div>
  );
}
