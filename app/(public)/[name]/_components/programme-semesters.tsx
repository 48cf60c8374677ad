// A programme's courses grouped by its semesters, each with the term a learner starting now would take it in.
import type { Course } from '@/contract';
import { CourseList } from '@/components/catalogue/course-list';
import { formatDateRange } from '@/components/catalogue/format';
import type { PlannedSemester } from '@/components/catalogue/study-plan';
import styles from '../programme.module.css';

export function ProgrammeSemesters({ courses, plan }: { courses: readonly Course[]; plan: readonly PlannedSemester[] }) {
  return (
    <section aria-labelledby="courses" className="section">
      <h2 id="courses">Courses by semester</h2>
      {plan.map((semester) => (
        <div key={semester.number} className={styles.semester}>
          <h3>
            Semester {semester.number}: {semester.name}
          </h3>
          <p className="muted">
            {semester.term
              ? `Starting with the next intake: ${semester.term.name}, ${formatDateRange(semester.term.startsOn, semester.term.endsOn)}.`
              : 'Dates to be announced.'}
          </p>
          <CourseList courses={courses.filter((course) => course.semesterNumber === semester.number)} headingLevel={4} />
        </div>
      ))}
    </section>
  );
}
