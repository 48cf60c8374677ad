// The academic calendar as a short list: the term in progress and the next terms, with their dates, in the page's
// language (a term name the platform has no Urdu for yet is marked English).
import type { Term } from '@/contract';
import { formatDateRangeIn } from '@/lib/format';
import { fieldLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from './learning-path.module.css';

/** How many upcoming terms the calendar lists. */
const LISTED_TERMS = 4;

export function TermCalendar({
  current,
  upcoming,
  locale = 'en',
}: {
  current: Term | null;
  upcoming: readonly Term[];
  locale?: Locale;
}) {
  const terms = [...(current ? [current] : []), ...upcoming.slice(0, LISTED_TERMS)];
  if (terms.length === 0) return null;
  const t = translator(locale, 'learningPath');
  return (
    <section aria-labelledby="calendar-title" className={styles.calendar}>
      <h2 id="calendar-title">{t('termDates')}</h2>
      <p>{t('termDatesLead')}</p>
      <ul>
        {terms.map((term) => (
          <li key={term.slug}>
            <strong {...fieldLang(locale, term, 'name')}>{term.name}</strong>
            {`: ${formatDateRangeIn(locale, term.startsOn, term.endsOn)} `}
            <span className={`${styles.status} ${styles[term.status]}`}>
              {term.status === 'upcoming' && term.slug === upcoming[0]?.slug ? t('nextIntake') : t(term.status)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
