// The footer of every page: who runs the site and how to reach them, the sections again, and the policies.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { Organisation } from '@/contract';
import { getOrganisation } from '@/lib/api/site';
import { MAIN_NAVIGATION, SITE_NAME } from './navigation';
import { OrganisationContact } from './organisation-contact';
import styles from './site-footer.module.css';

const POLICY_LINKS = [
  { href: '/privacy', label: 'Privacy policy' },
  { href: '/terms', label: 'Terms and refunds' },
];

/** The footer must render even while the platform is down (the outage and error pages have one too). */
async function loadOrganisation(): Promise<Organisation | null> {
  try {
    return await getOrganisation();
  } catch {
    return null;
  }
}

export async function SiteFooter() {
  const organisation = await loadOrganisation();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.name}>{SITE_NAME}</p>
          <p className={styles.note}>Programmes taught by practising professionals, semester by semester. Prices in Pakistani rupees (Rs).</p>
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
