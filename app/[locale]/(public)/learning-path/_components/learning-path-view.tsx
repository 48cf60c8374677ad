// The learning path: the academic calendar (when terms run), then each semester with its courses grouped
// by programme. One programme can be picked (links, no JavaScript); the page is then that programme's path,
// with the term each semester falls in for a learner starting with the next intake.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ProgrammeSemesterWithCourses, ProgrammeSummary, Term } from '@/contract';
import { CourseList } from '@/components/catalogue/course-list';
import { plannedTermText, studyPlan } from '@/components/catalogue/study-plan';
import { TermCalendar } from './term-calendar';
import styles from './learning-path.module.css';

interface Props {
  semesters: readonly ProgrammeSemesterWithCourses[];
  programmes: readonly ProgrammeSummary[];
  /** The term running today, if any, and the terms that have not started, in date order. */
  calendar: { current: Term | null; upcoming: readonly Term[] };
  /** The programme the path is narrowed to, if any. */
  selected?: ProgrammeSummary;
}

export function LearningPathView({ semesters, programmes, calendar, selected }: Props) {
  const numbers = [...new Set(semesters.map((semester) => semester.number))].sort((a, b) => a - b);
  const plan = selected ? studyPlan(semesters, calendar.upcoming) : [];
  return (
    <>
      <nav aria-label="Programme filter" className={styles.filter}>
        <h2 className={styles.filterTitle}>Show the path for</h2>
        <ul className="plain-list">
          <li>
            <Link href="/learning-path" {...currentIf(!selected)}>
              All programmes
            </Link>
          </li>
          {programmes.map((programme) => (
            <li key={programme.slug}>
              {/* Not prefetched: the router would reuse /learning-path's route tree for this query URL (next.config.ts
                  rewrites it to /learning-path/{slug}) and ask for a segment that does not exist, a 404 in the console. */}
              <Link
                href={`/learning-path?programme=${programme.slug}`}
                prefetch={false}
                {...currentIf(selected?.slug === programme.slug)}
              >
                {programme.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TermCalendar current={calendar.current} upcoming={calendar.upcoming} />
      <ol className={`plain-list ${styles.semesters}`} aria-label="Semesters">
        {numbers.map((number) => {
          const planned = plan.find((semester) => semester.number === number);
          return (
            <li key={number} className={styles.semester}>
              <h2>{planned ? `Semester ${number}: ${planned.name}` : `Semester ${number}`}</h2>
              {planned ? <p className="muted">{plannedTermText(planned, plan.indexOf(planned))}</p> : null}
              <SemesterCourses
                semesters={semesters.filter((semester) => semester.number === number)}
                programmes={selected ? [selected] : programmes}
                compact={!selected}
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
}: {
  semesters: readonly ProgrammeSemesterWithCourses[];
  programmes: readonly ProgrammeSummary[];
  compact: boolean;
}) {
  const groups = programmes.flatMap((programme) => {
    const semester = semesters.find((candidate) => candidate.programmeSlug === programme.slug);
    return semester && semester.courses.length > 0 ? [{ programme, semester }] : [];
  });
  if (groups.length === 0) return <p>No courses in this semester.</p>;
  return groups.map(({ programme, semester }) => (
    // A group, not a landmark: its heading names it, and a region per programme and semester would only crowd the
    // landmark list (each region's name was in the HTML and the flight data too).
    <div key={programme.slug}>
      <h3>
        <Link href={`/${programme.slug}`}>{programme.title}</Link>
        {compact ? <span className="muted">{`: ${semester.name}`}</span> : null}
      </h3>
      <CourseList courses={semester.courses} headingLevel={4} compact={compact} />
    </div>
  ));
}

/** `aria-current` only on the link to the page shown: an absent attribute costs nothing in the page's flight data. */
function currentIf(current: boolean): { 'aria-current'?: 'page' } {
  return current ? { 'aria-current': 'page' } : {};
}
