// A programme's courses grouped by its semesters, each with the term a learner starting now would take it in.
import type { Course } from '@/contract';
import { CourseList } from '@/components/catalogue/course-list';
import { plannedTermText, type PlannedSemester } from '@/components/catalogue/study-plan';
import styles from '../programme.module.css';

export function ProgrammeSemesters({
  courses,
  plan,
}: {
  courses: readonly Course[];
  plan: readonly PlannedSemester[];
}) {
  return (
    <section aria-labelledby="courses" className="section">
      <h2 id="courses">Courses by semester</h2>
      {plan.map((semester, index) => (
        <div key={semester.number} className={styles.semester}>
          <h3>{`Semester ${semester.number}: ${semester.name}`}</h3>
          <p className="muted">{plannedTermText(semester, index)}</p>
          <CourseList
            courses={courses.filter((course) => course.semesterNumber === semester.number)}
            headingLevel={4}
          />
        </div>
      ))}
    </section>
  );
}
