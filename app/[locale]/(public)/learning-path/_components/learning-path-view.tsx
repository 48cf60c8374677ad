// The learning path: the academic calendar (when terms run), then each semester with its courses grouped
// by programme. One programme can be picked (links, no JavaScript); the page is then that programme's path,
// with the term each semester falls in for a learner starting with the next intake.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ProgrammeSemesterWithCourses, ProgrammeSummary, Term } from '@/contract';
import { CourseList } from '@/components/catalogue/course-list';
import { plannedTermText, studyPlan } from '@/components/catalogue/study-plan';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang, fieldText } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { TermCalendar } from './term-calendar';
import styles from './learning-path.module.css';

interface Props {
  semesters: readonly ProgrammeSemesterWithCourses[];
  programmes: readonly ProgrammeSummary[];
  /** The term running today, if any, and the terms that have not started, in date order. */
  calendar: { current: Term | null; upcoming: readonly Term[] };
  /** The programme the path is narrowed to, if any. */
  selected?: ProgrammeSummary;
  /** The page's language: a programme, semester or course text with no Urdu yet is marked English in Urdu. */
  locale?: Locale;
}

export function LearningPathView({ semesters, programmes, calendar, selected, locale = 'en' }: Props) {
  const t = translator(locale, 'learningPath');
  const numbers = [...new Set(semesters.map((semester) => semester.number))].sort((a, b) => a - b);
  const plan = selected ? studyPlan(semesters, calendar.upcoming) : [];
  return (
    <>
      <nav aria-label={t('filterLabel')} className={styles.filter}>
        <h2 className={styles.filterTitle}>{t('filterTitle')}</h2>
        <ul className="plain-list">
          <li>
            <Link href={localePath(locale, '/learning-path')} {...currentIf(!selected)}>
              {t('allProgrammes')}
            </Link>
          </li>
          {programmes.map((programme) => (
            <li key={programme.slug}>
              {/* Not prefetched: the router would reuse /learning-path's route tree for this query URL (next.config.ts
                  rewrites it to /learning-path/{slug}) and ask for a segment that does not exist, a 404 in the console. */}
              <Link
                href={localePath(locale, `/learning-path?programme=${programme.slug}`)}
                prefetch={false}
                {...currentIf(selected?.slug === programme.slug)}
                {...fieldLang(locale, programme, 'title')}
              >
                {programme.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TermCalendar current={calendar.current} upcoming={calendar.upcoming} locale={locale} />
      <ol className={`plain-list ${styles.semesters}`} aria-label={t('semestersLabel')}>
        {numbers.map((number) => {
          const planned = plan.find((semester) => semester.number === number);
          return (
            <li key={number} className={styles.semester}>
              <h2>
                {planned
                  ? translator(locale, 'programme')('semesterHeading', {
                      number,
                      name: fieldText(locale, planned, 'name', planned.name),
                    })
                  : t('semester', { number })}
              </h2>
              {planned ? <p className="muted">{plannedTermText(planned, plan.indexOf(planned), locale)}</p> : null}
              <SemesterCourses
                semesters={semesters.filter((semester) => semester.number === number)}
                programmes={selected ? [selected] : programmes}
                compact={!selected}
                locale={locale}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

function SemesterCourses({
  semesters,
  programmes,
  compact,
  locale,
}: {
  semesters: readonly ProgrammeSemesterWithCourses[];
  programmes: readonly ProgrammeSummary[];
  compact: boolean;
  locale: Locale;
}) {
  const groups = programmes.flatMap((programme) => {
    const semester = semesters.find((candidate) => candidate.programmeSlug === programme.slug);
    return semester && semester.courses.length > 0 ? [{ programme, semester }] : [];
  });
  if (groups.length === 0) return <p>{translator(locale, 'learningPath')('noCourses')}</p>;
  return groups.map(({ programme, semester }) => (
    // A group, not a landmark: its heading names it, and a region per programme and semester would only crowd the
    // landmark list (each region's name was in the HTML and the flight data too).
    <div key={programme.slug}>
      <h3>
        <Link href={localePath(locale, `/${programme.slug}`)} {...fieldLang(locale, programme, 'title')}>
          {programme.title}
        </Link>
        {compact ? <span className="muted">{`: ${fieldText(locale, semester, 'name', semester.name)}`}</span> : null}
      </h3>
      <CourseList courses={semester.courses} headingLevel={4} compact={compact} locale={locale} />
    </div>
  ));
}

/** `aria-current` only on the link to the page shown: an absent attribute costs nothing in the page's flight data. */
function currentIf(current: boolean): { 'aria-current'?: 'page' } {
  return current ? { 'aria-current': 'page' } : {};
}
