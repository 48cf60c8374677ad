// A visible trail for nested pages; the last item is the current page. Pages add BreadcrumbList JSON-LD.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  name: string;
  path: string;
}

export function Breadcrumbs({ trail }: { trail: readonly BreadcrumbItem[] }) {
  return (
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
  );
}
