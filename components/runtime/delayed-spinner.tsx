// A loading indicator for loading.tsx files and lazily loaded components. Pure CSS, no client JS:
// it stays hidden for 200 ms (loading indicators always wait that long; see the stylesheet), so loads faster than
// that never flash it, and screen readers hear nothing until it shows.
import styles from './delayed-spinner.module.css';

export function DelayedSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.indicator} role="status" data-testid="delayed-spinner">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
