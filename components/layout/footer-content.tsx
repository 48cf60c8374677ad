// The footer's markup: the site's name and note, the organisation when known, the footer's links and the same page in
// the other language. SiteFooter gives it the organisation; a test renders it against the outage page's footer
// (lib/status/outage-document.test.tsx).
import type { Organisation } from '@/contract';
import { AdaptiveLink as Link, LanguageSwitch } from '@/components/runtime/adaptive-link';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { FOOTER_NAVIGATION, localNavigation, SITE_NAME } from '@/lib/navigation';
import { OrganisationContact } from './organisation-contact';
import styles from './site-footer.module.css';

export function FooterContent({ organisation, locale }: { organisation: Organisation | null; locale: Locale }) {
  const t = translator(locale, 'frame');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.name} lang="en">
            {SITE_NAME}
          </p>
          <p className={styles.note}>{t('footerNote')}</p>
          {organisation ? (
            <OrganisationContact organisation={organisation} className={styles.contact} locale={locale} />
          ) : null}
        </div>
        <nav aria-label={t('footerNavigation')}>
          <ul className={`plain-list ${styles.links}`}>
            {localNavigation(locale, FOOTER_NAVIGATION).map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            <LanguageSwitch locale={locale} listItem />
          </ul>
        </nav>
      </div>
    </footer>
  );
}
