// One enrolled programme on the dashboard: its intake and status, this semester's courses with their
// instructors, the semester after it, and the later semesters' fees.
import type { Enrolment, EnrolmentSemester } from '@/contract';
import { formatDateRange } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { SemesterFees } from './semester-fees';
import { SemesterWithdrawal } from './semester-withdrawal';
import styles from '../dashboard.module.css';

const day = new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

function statusLine(enrolment: Enrolment): string {
  // The intake's name and dates follow this line on the card, so it gives only the day.
  if (enrolment.status === 'upcoming') return `Starts ${formatDay(enrolment.intake.startsOn)}.`;
  if (enrolment.status === 'completed') return 'Completed.';
  return enrolment.currentSemester
    ? `In semester ${enrolment.currentSemester} of ${enrolment.programme.semesterCount}.`
    : `Between semesters (${enrolment.programme.semesterCount} in all).`;
}

function CourseList({ semester }: { semester: EnrolmentSemester }) {
  if (semester.courses.length === 0) return <p className="muted">Courses for this semester are being announced.</p>;
  return (
    <ul className={styles.courses}>
      {semester.courses.map((course) => (
        <li key={course.slug}>
          <span className={styles.courseCode}>{course.code}</span> {course.title}
          <span className="muted">
            {' '}
            with <Link href={`/instructors/${course.instructor.slug}`}>{course.instructor.name}</Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ProgrammeCard({
  enrolment,
  openOrders,
}: {
  enrolment: Enrolment;
  openOrders: Array<{ id: string; semester: number }>;
}) {
  // "This semester": the one running, else the next one to start (before the intake: the first).
  const now =
    enrolment.semesters.find((s) => s.term?.status === 'current') ??
    enrolment.semesters.find((s) => s.term?.status === 'upcoming') ??
    null;
  const next = now ? (enrolment.semesters.find((s) => s.number === now.number + 1) ?? null) : null;
  const headingId = `programme-${enrolment.programme.slug}`;
  return (
    <article aria-labelledby={headingId} className={styles.programme}>
      <h3 id={headingId}>{enrolment.programme.title}</h3>
      <p>
        <strong>{statusLine(enrolment)}</strong> Intake: {enrolment.intake.name} (
        {formatDateRange(enrolment.intake.startsOn, enrolment.intake.endsOn)}).
      </p>
      {now ? (
        <>
          <h4>
            {now.term?.status === 'current' ? 'This semester' : 'Your first semester'}: semester {now.number},{' '}
            {now.name}
            {now.term ? ` (${formatDateRange(now.term.startsOn, now.term.endsOn)})` : ''}
          </h4>
          <CourseList semester={now} />
        </>
      ) : null}
      {next ? (
        <>
          <h4>
            Next: semester {next.number}, {next.name}
            {next.term ? ` (${formatDateRange(next.term.startsOn, next.term.endsOn)})` : ', dates to be announced'}
          </h4>
          <CourseList semester={next} />
        </>
      ) : null}
      <SemesterFees enrolment={enrolment} openOrders={openOrders} />
      <SemesterWithdrawal enrolment={enrolment} />
    </article>
  );
}
