// Where the calendar stands: the semester in progress and when the next one starts.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { CurrentSemesters } from '@/contract';
import { formatDateRange } from '@/components/catalogue/format';
import styles from './home.module.css';

export function SemesterBanner({ semesters }: { semesters: CurrentSemesters }) {
  const { current, next } = semesters;
  if (!current && !next) return null;
  return (
    <aside className={styles.banner} aria-label="Semester dates">
      {current ? (
        <p>
          <strong>{current.name}</strong> is in progress ({formatDateRange(current.startsOn, current.endsOn)}).
        </p>
      ) : null}
      {next ? (
        <p>
          <strong>{next.name}</strong> runs {formatDateRange(next.startsOn, next.endsOn)}.{' '}
          <Link href="/learning-path">Plan your semester</Link>
        </p>
      ) : null}
    </aside>
  );
}
