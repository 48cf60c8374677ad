// A visible trail for a page below the home page and the same trail as JSON-LD for crawlers (a WebPage in the
// page's language holding the BreadcrumbList), so the two never disagree. Every trail starts at Home; the last item
// is the page itself. Server-rendered: it reads the site URL.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from './breadcrumbs.module.css';

type BreadcrumbItem = Crumb & { lang?: string };

/** `trail`: the pages after Home, down to this one (English paths; in Urdu each becomes its /ur address). */
export function Breadcrumbs({ trail: below, locale = 'en' }: { trail: readonly BreadcrumbItem[]; locale?: Locale }) {
  const t = translator(locale, 'breadcrumbs');
  const trail: BreadcrumbItem[] = [{ name: t('home'), path: '/' }, ...below].map((item) => ({
    ...item,
    path: localePath(locale, item.path),
  }));
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(trail, config().SITE_URL, locale)} />
      <nav aria-label={t('label')} className={styles.breadcrumbs}>
        <ol className="plain-list">
          {trail.map((item, index) => (
            <li key={item.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page" lang={item.lang} dir={item.lang ? 'ltr' : undefined}>
                  {item.name}
                </span>
              ) : (
                <Link href={item.path} lang={item.lang} dir={item.lang ? 'ltr' : undefined}>
                  {item.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
