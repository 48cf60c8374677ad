// The way back from each /account page to the overview.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import styles from '../account.module.css';

export function BackToAccount() {
  return (
    <p className={styles.back}>
      <Link href="/account">Back to my account</Link>
    </p>
  );
}
