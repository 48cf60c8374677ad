// Where the academic calendar stands: the term in progress and the next intake.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { CurrentTerms } from '@/contract';
import { formatDate, formatDateRange } from '@/components/catalogue/format';
import styles from './home.module.css';

export function TermBanner({ terms }: { terms: CurrentTerms }) {
  const { current, next } = terms;
  if (!current && !next) return null;
  return (
    <aside className={styles.banner} aria-label="Term dates">
      {current ? (
        <p>
          The <strong>{current.name}</strong>
          {` term is in progress (${formatDateRange(current.startsOn, current.endsOn)}).`}
        </p>
      ) : null}
      {next ? (
        <p>
          Next intake: <strong>{next.name}</strong>
          {`, starting ${formatDate(next.startsOn)}. New learners start with their programme’s first semester. `}
          <Link href="/learning-path">All term dates</Link>
        </p>
      ) : null}
    </aside>
  );
}
