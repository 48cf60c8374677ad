// A programme's courses grouped by the semester they are taught in, with that semester's dates.
import type { Course, Semester } from '@/contract';
import { CourseList } from '@/components/catalogue/course-list';
import { formatDateRange, SEMESTER_STATUS_LABEL } from '@/components/catalogue/format';

export function ProgrammeSemesters({ courses, semesters }: { courses: readonly Course[]; semesters: readonly Semester[] }) {
  const numbers = [...new Set(courses.map((course) => course.semesterNumber))].sort((a, b) => a - b);
  return (
    <section aria-labelledby="courses">
      <h2 id="courses">Courses by semester</h2>
      {numbers.map((number) => {
        const semester = semesters.find((candidate) => candidate.number === number);
        return (
          <div key={number}>
            <h3>
              {semester?.name ?? `Semester ${number}`}
              {semester ? (
                <span className="muted">
                  {' '}
                  · {formatDateRange(semester.startsOn, semester.endsOn)} · {SEMESTER_STATUS_LABEL[semester.status]}
                </span>
              ) : null}
            </h3>
            <CourseList courses={courses.filter((course) => course.semesterNumber === number)} headingLevel={4} />
          </div>
        );
      })}
    </section>
  );
}
