// The header of every page: site name, main navigation and the account area (a tiny client leaf).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { HeaderAccount } from './header-account';
import { MAIN_NAVIGATION, SITE_NAME } from './navigation';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            LP
          </span>
          {SITE_NAME}
        </Link>
        <HeaderAccount />
      </div>
      <nav aria-label="Main" className={styles.nav}>
        <div className="container">
          <ul className={`plain-list ${styles.navList}`}>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.navLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
