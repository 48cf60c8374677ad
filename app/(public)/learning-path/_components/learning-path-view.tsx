// The learning path: each semester with its dates and status, and its courses grouped by programme.
// One programme can be picked (links, no JavaScript); the page is then that programme's path.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ProgrammeSummary, SemesterWithCourses } from '@/contract';
import { CourseList } from '@/components/catalogue/course-list';
import { formatDateRange, SEMESTER_STATUS_LABEL } from '@/components/catalogue/format';
import styles from './learning-path.module.css';

interface Props {
  semesters: readonly SemesterWithCourses[];
  programmes: readonly ProgrammeSummary[];
  /** The programme the path is narrowed to, if any. */
  selected?: ProgrammeSummary;
}

export function LearningPathView({ semesters, programmes, selected }: Props) {
  return (
    <>
      <nav aria-label="Programme filter" className={styles.filter}>
        <h2 className={styles.filterTitle}>Show the path for</h2>
        <ul role="list">
          <li>
            <Link href="/learning-path" aria-current={selected ? undefined : 'page'}>
              All programmes
            </Link>
          </li>
          {programmes.map((programme) => (
            <li key={programme.slug}>
              <Link href={`/learning-path?programme=${programme.slug}`} aria-current={selected?.slug === programme.slug ? 'page' : undefined}>
                {programme.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ol role="list" className={styles.semesters}>
        {semesters.map((semester) => (
          <li key={semester.slug} className={styles.semester}>
            <h2>
              {semester.name} <span className={`${styles.status} ${styles[semester.status]}`}>{SEMESTER_STATUS_LABEL[semester.status]}</span>
            </h2>
            <p className="muted">{formatDateRange(semester.startsOn, semester.endsOn)}</p>
            <SemesterCourses semester={semester} programmes={selected ? [selected] : programmes} compact={!selected} />
          </li>
        ))}
      </ol>
    </>
  );
}

function SemesterCourses({ semester, programmes, compact }: { semester: SemesterWithCourses; programmes: readonly ProgrammeSummary[]; compact: boolean }) {
  const groups = programmes
    .map((programme) => ({ programme, courses: semester.courses.filter((course) => course.programmeSlug === programme.slug) }))
    .filter((group) => group.courses.length > 0);
  if (groups.length === 0) return <p>No courses in this semester.</p>;
  return groups.map(({ programme, courses }) => (
    <section key={programme.slug} aria-label={`${programme.title}, ${semester.name}`} className={styles.group}>
      <h3>
        <Link href={`/${programme.slug}`}>{programme.title}</Link>
      </h3>
      <CourseList courses={courses} headingLevel={4} compact={compact} />
    </section>
  ));
}
