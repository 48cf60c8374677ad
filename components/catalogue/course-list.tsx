// Courses as a list: code, title, credits and who teaches them (linked to their profile unless it is theirs).
import Link from 'next/link';
import type { Course } from '@/contract';
import styles from './catalogue.module.css';

export function CourseList({ courses, headingLevel = 3, showInstructor = true }: { courses: readonly Course[]; headingLevel?: 3 | 4; showInstructor?: boolean }) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <ul role="list" className={styles.courses}>
      {courses.map((course) => (
        <li key={course.slug} className={styles.course}>
          <Heading>
            <span className={styles.code}>{course.code}</span>
            {course.title}
          </Heading>
          <p className="muted">
            {course.credits} {course.credits === 1 ? 'credit' : 'credits'}
            {showInstructor ? (
              <>
                {' · taught by '}
                <Link href={`/instructors/${course.instructor.slug}`}>{course.instructor.name}</Link>
              </>
            ) : null}
          </p>
          <p>{course.summary}</p>
        </li>
      ))}
    </ul>
  );
}
