// The header's account area as markup: the learner with their dashboard, their account and a sign-out button, or the
// sign-in and register links.
// Rendered by the server on signed-in pages and by HeaderAccount (after hydration) on public ones.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { LinkPending } from '@/components/runtime/link-pending';
import { SignOutButton } from '@/components/session/sign-out-button';
import type { AccountText } from './frame-text';
import { SignedOutLinks } from './signed-out-links';
import styles from './site-header.module.css';

/** `signedIn` without a first name: the session is there but its name is not readable (a malformed user_data). */
export function AccountLinks({
  firstName,
  signedIn = firstName !== null,
  text,
}: {
  firstName: string | null;
  signedIn?: boolean;
  text: AccountText;
}) {
  if (!signedIn && !firstName) return <SignedOutLinks text={text} />;
  // The dashboard link names the learner where their first name is known, else says "My dashboard".
  const dashboard = firstName ? (
    <>
      <span className="visually-hidden">{text.signedInAs}</span>
      {firstName}
      <span className={styles.accountHint}>{text.dashboardHint}</span>
    </>
  ) : (
    <>
      <span className="visually-hidden">{text.signedIn}</span>
      {text.myDashboard}
    </>
  );
  return (
    <div className={styles.account}>
      <Link href={text.dashboardHref} className={styles.accountLink}>
        {dashboard}
        <LinkPending label={text.loadingDashboard} />
      </Link>
      <Link href={text.accountHref} className={styles.accountLink}>
        {text.myAccount}
      </Link>
      <SignOutButton label={text.signOut} locale={text.locale} />
    </div>
  );
}
