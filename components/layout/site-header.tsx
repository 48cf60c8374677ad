// The header of every page: site name, the account area (given by PageFrame), the language switch and the main
// navigation, as a bar on wide screens and as a menu on phones (where the account area and the menu wrap below the
// name if need be).
import type { ReactNode } from 'react';
import { AdaptiveLink as Link, LanguageSwitch } from '@/components/runtime/adaptive-link';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { localNavigation, SITE_NAME } from '@/lib/navigation';
import { SmallScreenMenu } from './small-screen-menu';
import styles from './site-header.module.css';

function MainNavigation({ list, label }: { list: ReactNode; label: string }) {
  return <nav aria-label={label}>{list}</nav>;
}

export function SiteHeader({ account, locale }: { account: ReactNode; locale: Locale }) {
  const t = translator(locale, 'frame');
  // One element for both navigations (phone menu and wide bar): React writes the second as a reference to the first.
  const list = (
    <ul className={`plain-list ${styles.navList}`}>
      {localNavigation(locale).map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={styles.navLink}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={localePath(locale, '/')} className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            LP
          </span>
          <span className={styles.brandName} lang="en">
            {SITE_NAME}
          </span>
        </Link>
        <LanguageSwitch locale={locale} className={styles.languageSwitch} />
        <div className={styles.tools}>
          {account}
          <SmallScreenMenu label={t('menu')}>
            <MainNavigation list={list} label={t('mainNavigation')} />
          </SmallScreenMenu>
        </div>
      </div>
      <div className={styles.nav}>
        <div className="container">
          <MainNavigation list={list} label={t('mainNavigation')} />
        </div>
      </div>
    </header>
  );
}
