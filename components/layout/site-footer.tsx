// The footer of every page: the sections again, and where to get help.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { MAIN_NAVIGATION, SITE_NAME } from './navigation';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.name}>{SITE_NAME}</p>
          <p className={styles.note}>Programmes taught by practising professionals, semester by semester. Prices in PKR.</p>
        </div>
        <nav aria-label="Footer">
          <ul role="list" className={styles.links}>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
