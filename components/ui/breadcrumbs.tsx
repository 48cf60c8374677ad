// A visible trail for a page below the home page and the same trail as BreadcrumbList JSON-LD for crawlers,
// so the two never disagree. Every trail starts at Home; the last item is the page itself. Server-rendered:
// it reads the site URL.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import styles from './breadcrumbs.module.css';

type BreadcrumbItem = Crumb;

const HOME: BreadcrumbItem = { name: 'Home', path: '/' };

/** `trail`: the pages after Home, down to this one. */
export function Breadcrumbs({ trail: below }: { trail: readonly BreadcrumbItem[] }) {
  const trail = [HOME, ...below];
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(trail, config().SITE_URL)} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol className="plain-list">
          {trail.map((item, index) => (
            <li key={item.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <Link href={item.path}>{item.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
