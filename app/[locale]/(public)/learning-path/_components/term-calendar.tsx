// The academic calendar as a short list: the term in progress and the next terms, with their dates.
import type { Term } from '@/contract';
import { formatDateRange, TERM_STATUS_LABEL } from '@/components/catalogue/format';
import styles from './learning-path.module.css';

/** How many upcoming terms the calendar lists. */
const LISTED_TERMS = 4;

export function TermCalendar({ current, upcoming }: { current: Term | null; upcoming: readonly Term[] }) {
  const terms = [...(current ? [current] : []), ...upcoming.slice(0, LISTED_TERMS)];
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="calendar-title" className={styles.calendar}>
      <h2 id="calendar-title">Term dates</h2>
      <p>Each semester of a programme is taught in one term. New learners start with semester 1 in the next intake.</p>
      <ul>
        {terms.map((term) => (
          <li key={term.slug}>
            <strong>{term.name}</strong>
            {`: ${formatDateRange(term.startsOn, term.endsOn)} `}
            <span className={`${styles.status} ${styles[term.status]}`}>
              {term.status === 'upcoming' && term.slug === upcoming[0]?.slug
                ? 'Next intake'
                : TERM_STATUS_LABEL[term.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
