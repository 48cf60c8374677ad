// The header of every page: site name, the account area (given by PageFrame) and the main navigation, as a
// bar on wide screens and as a menu on phones (where the account area and the menu wrap below the name if need be).
import type { ReactNode } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { MAIN_NAVIGATION, SITE_NAME } from './navigation';
import { SmallScreenMenu } from './small-screen-menu';
import styles from './site-header.module.css';

// One element for both navigations (phone menu and wide bar): React writes the second as a reference to the first.
const NAVIGATION_LIST = (
  <ul className={`plain-list ${styles.navList}`}>
    {MAIN_NAVIGATION.map((item) => (
      <li key={item.href}>
        <Link href={item.href} className={styles.navLink}>
          {item.label}
        </Link>
      </li>
    ))}
  </ul>
);

function MainNavigation({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      {NAVIGATION_LIST}
    </nav>
  );
}

export function SiteHeader({ account }: { account: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            LP
          </span>
          <span className={styles.brandName}>{SITE_NAME}</span>
        </Link>
        <div className={styles.tools}>
          {account}
          <SmallScreenMenu>
            <MainNavigation className={styles.menuNav} />
          </SmallScreenMenu>
        </div>
      </div>
      <div className={styles.nav}>
        <div className="container">
          <MainNavigation className={styles.wideNav} />
        </div>
      </div>
    </header>
  );
}
