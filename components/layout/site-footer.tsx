// The footer of every page: who runs the site and how to reach them, the sections again, and the policies.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { footerOrganisation } from '@/lib/api/footer-organisation';
import { getOrganisation } from '@/lib/api/site';
import { MAIN_NAVIGATION, SITE_NAME } from './navigation';
import { OrganisationContact } from './organisation-contact';
import styles from './site-footer.module.css';

const POLICY_LINKS = [
  { href: '/privacy', label: 'Privacy policy' },
  { href: '/terms', label: 'Terms and refunds' },
];

export async function SiteFooter() {
  // The footer renders, without waiting on the platform, even while it is down (the outage and error pages have one too).
  const organisation = await footerOrganisation(getOrganisation);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.name}>{SITE_NAME}</p>
          <p className={styles.note}>
            Programmes taught by practising professionals, semester by semester. Prices in Pakistani rupees (Rs).
          </p>
          {organisation ? <OrganisationContact organisation={organisation} className={styles.contact} /> : null}
        </div>
        <nav aria-label="Footer">
          <ul className={`plain-list ${styles.links}`}>
            {[...MAIN_NAVIGATION, ...POLICY_LINKS].map((item) => (
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
