// The top of every page: the one h1, an optional eyebrow above it, a lead paragraph and actions.
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action (buttons, links) shown under the lead. */
  children?: ReactNode;
}

export function PageHeader({ title, eyebrow, lead, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
}
