// The footer's markup: the site's name and note, the organisation when known, the footer's links. SiteFooter gives it
// the organisation; a test renders it against the outage page's footer (lib/status/outage-document.test.tsx).
import type { Organisation } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { FOOTER_NAVIGATION, FOOTER_NOTE, SITE_NAME } from './navigation';
import { OrganisationContact } from './organisation-contact';
import styles from './site-footer.module.css';

export function FooterContent({ organisation }: { organisation: Organisation | null }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.name}>{SITE_NAME}</p>
          <p className={styles.note}>{FOOTER_NOTE}</p>
          {organisation ? <OrganisationContact organisation={organisation} className={styles.contact} /> : null}
        </div>
        <nav aria-label="Footer">
          <ul className={`plain-list ${styles.links}`}>
            {FOOTER_NAVIGATION.map((item) => (
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
