// The header's account area for a visitor: sign in and register. All a public page's header hydrates of it; the
// signed-in area (./account-links.tsx, with its sign-out form) loads only for a signed-in learner.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { AccountText } from './frame-text';
import styles from './site-header.module.css';

export function SignedOutLinks({ text }: { text: AccountText }) {
  return (
    <div className={styles.account}>
      <Link href={text.signInHref} className={`${styles.accountLink} ${styles.signIn}`}>
        {text.signIn}
      </Link>
      <Link href={text.registerHref} className={styles.register}>
        {text.register}
      </Link>
    </div>
  );
}
