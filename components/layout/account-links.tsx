// The header's account area as markup: the learner with their dashboard, their account and a sign-out button, or the
// sign-in and register links.
// Rendered by the server on signed-in pages and by HeaderAccount (after hydration) on public ones.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { SignOutButton } from '@/components/session/sign-out-button';
import styles from './site-header.module.css';

/** `signedIn` without a first name: the session is there but its name is not readable (a malformed user_data). */
export function AccountLinks({
  firstName,
  signedIn = firstName !== null,
}: {
  firstName: string | null;
  signedIn?: boolean;
}) {
  if (signedIn && !firstName) {
    return (
      <div className={styles.account}>
        <Link href="/user-dashboard" className={styles.accountLink}>
          <span className="visually-hidden">Signed in: </span>
          My dashboard
        </Link>
        <Link href="/account" className={styles.accountLink}>
          My account
        </Link>
        <SignOutButton />
      </div>
    );
  }
  if (firstName) {
    return (
      <div className={styles.account}>
        <Link href="/user-dashboard" className={styles.accountLink}>
          <span className="visually-hidden">Signed in as </span>
          {firstName}
          <span className={styles.accountHint}> · My dashboard</span>
        </Link>
        <Link href="/account" className={styles.accountLink}>
          My account
        </Link>
        <SignOutButton />
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <Link href="/login" className={styles.accountLink}>
        Sign in
      </Link>
      <Link href="/register" className={styles.register}>
        Register
      </Link>
    </div>
  );
}
