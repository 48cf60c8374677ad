// A programme's courses grouped by its semesters, each with the term a learner starting now would take it in.
import type { Course } from '@/contract';
import { CourseList } from '@/components/catalogue/course-list';
import { plannedTermText, type PlannedSemester } from '@/components/catalogue/study-plan';
import { fieldText } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from '../programme.module.css';

export function ProgrammeSemesters({
  courses,
  plan,
  locale,
}: {
  courses: readonly Course[];
  plan: readonly PlannedSemester[];
  locale: Locale;
}) {
  const t = translator(locale, 'programme');
  return (
    <section aria-labelledby="courses" className="section">
      <h2 id="courses">{t('coursesBySemester')}</h2>
      {plan.map((semester, index) => (
        <div key={semester.number} className={styles.semester}>
          <h3>
            {t('semesterHeading', {
              number: semester.number,
              name: fieldText(locale, semester, 'name', semester.name),
            })}
          </h3>
          <p className="muted">{plannedTermText(semester, index, locale)}</p>
          <CourseList
            courses={courses.filter((course) => course.semesterNumber === semester.number)}
            headingLevel={4}
            locale={locale}
          />
        </div>
      ))}
    </section>
  );
}
