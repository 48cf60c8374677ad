'use client';
// The main navigation on a phone: a disclosure (<details>) that opens below the header bar. It works without
// JavaScript; with it, the menu closes after a navigation and on Escape. Hidden by CSS on wide screens,
// where the navigation bar shows instead.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './site-header.module.css';

export function SmallScreenMenu({ children, label }: { children: ReactNode; label: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };

  return (
    <details ref={menu} className={styles.menu} onKeyDown={closeOnEscape}>
      <summary className={styles.menuButton}>
        <span className={styles.menuIcon} aria-hidden="true" />
        {label}
      </summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  );
}
