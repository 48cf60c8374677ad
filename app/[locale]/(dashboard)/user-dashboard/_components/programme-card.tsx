// One enrolled programme on the dashboard: its intake and status, this semester's courses with their
// instructors, the semester after it, and the later semesters' fees. After a withdrawal it says what the learner holds
// now: what is withdrawn, what is owed back and when (./semester-withdrawal.tsx), and only the semesters still on.
import type { Enrolment, EnrolmentSemester } from '@/contract';
import { formatDateIn, formatDateRangeIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { contentLang, embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { SemesterFees, type EnrolmentPanelProps } from './semester-fees';
import { SemesterWithdrawal } from './semester-withdrawal';
import { withdrawnFrom } from './withdrawn-from';
import styles from '../dashboard.module.css';

type Words = ReturnType<typeof translator<'dashboard'>>;

function statusLine(enrolment: Enrolment, t: Words, locale: Locale): string {
  const withdrawn = withdrawnFrom(enrolment);
  if (withdrawn === 1) return t('withdrawnWhole');
  if (withdrawn !== null) return t('withdrawnFromOn', { number: withdrawn, kept: withdrawn - 1 });
  // The intake's name and dates follow this line on the card, so it gives only the day.
  if (enrolment.status === 'upcoming') return t('startsOn', { date: formatDateIn(locale, enrolment.intake.startsOn) });
  if (enrolment.status === 'completed') return t('completed');
  const count = enrolment.programme.semesterCount;
  return enrolment.currentSemester
    ? t('inSemester', { number: enrolment.currentSemester, count })
    : t('betweenSemesters', { count });
}

function CourseList({ semester, locale }: { semester: EnrolmentSemester; locale: Locale }) {
  const t = translator(locale, 'dashboard');
  if (semester.courses.length === 0) return <p className="muted">{t('coursesAnnounced')}</p>;
  // Course codes, titles and instructors' names are the platform's English.
  const lang = contentLang(locale);
  return (
    <ul className={styles.courses}>
      {semester.courses.map((course) => (
        <li key={course.slug}>
          <span {...lang}>
            <span className={styles.courseCode}>{course.code}</span> {course.title}
          </span>
          <span className="muted">
            {' '}
            {t.rich('withInstructor', {
              instructor: () => (
                <Link href={`/instructors/${course.instructor.slug}`} {...lang}>
                  {course.instructor.name}
                </Link>
              ),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ProgrammeCard({ enrolment, openOrders, locale = 'en' }: EnrolmentPanelProps) {
  const t = translator(locale, 'dashboard');
  const dates = (term: { startsOn: string; endsOn: string }) => formatDateRangeIn(locale, term.startsOn, term.endsOn);
  // Only the semesters still on: a withdrawal ends the programme from its semester.
  const withdrawn = withdrawnFrom(enrolment);
  const kept = enrolment.semesters.filter((s) => withdrawn === null || s.number < withdrawn);
  // "This semester": the one running, else the next one to start (before the intake: the first).
  const now = kept.find((s) => s.term?.status === 'current') ?? kept.find((s) => s.term?.status === 'upcoming') ?? null;
  const next = now ? (kept.find((s) => s.number === now.number + 1) ?? null) : null;
  const headingId = `programme-${enrolment.programme.slug}`;
  return (
    <article aria-labelledby={headingId} className={styles.programme}>
      <h3 id={headingId} {...contentLang(locale)}>
        {enrolment.programme.title}
      </h3>
      <p>
        <strong>{statusLine(enrolment, t, locale)}</strong>{' '}
        {t('intake', { name: embedded(locale, enrolment.intake.name), dates: dates(enrolment.intake) })}
      </p>
      {now ? (
        <>
          <h4>
            {t(now.term?.status === 'current' ? 'thisSemester' : 'firstSemester', {
              number: now.number,
              name: embedded(locale, now.name),
            })}
            {now.term ? ` (${dates(now.term)})` : ''}
          </h4>
          <CourseList semester={now} locale={locale} />
        </>
      ) : null}
      {next ? (
        <>
          <h4>
            {t('nextSemester', { number: next.number, name: embedded(locale, next.name) })}
            {next.term ? ` (${dates(next.term)})` : t('datesToBeAnnounced')}
          </h4>
          <CourseList semester={next} locale={locale} />
        </>
      ) : null}
      <SemesterFees enrolment={enrolment} openOrders={openOrders} locale={locale} />
      <SemesterWithdrawal enrolment={enrolment} locale={locale} />
    </article>
  );
}
