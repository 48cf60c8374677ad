// Courses as a list: code, title, credits and who teaches them, with or without each course's summary.
// A long overview repeats a line per course: each line is as few elements and texts as it can be (the HTML and the
// page's flight data both carry every one), styled by position in catalogue.module.css.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { Course } from '@/contract';
import { localePath } from '@/lib/i18n/locale-path';
import { contentLang, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from './catalogue.module.css';

interface Props {
  courses: readonly Course[];
  headingLevel?: 3 | 4;
  /** One line per course (code, title, credits, instructor), for long overviews. */
  compact?: boolean;
  /** The page's language: the course's own texts stay the platform's English (marked so inside an Urdu page). */
  locale?: Locale;
}

export function CourseList({ courses, headingLevel = 3, compact = false, locale = 'en' }: Props) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  if (compact) {
    // In Urdu each line is the platform's English (code, title, instructor) with the credits in Urdu between: the list
    // is marked English as a whole (left to right, its markers on the left, inside the phone's width).
    const credits = translator(locale, 'learningPath');
    return (
      <ul className={styles.compact} {...contentLang(locale)}>
        {courses.map((course) => (
          <li key={course.code}>
            <span>{course.code}</span>
            {`${course.title} `}
            <span className="muted" {...(locale === 'en' ? {} : { lang: locale })}>
              {credits('creditsShort', { count: course.credits })}
            </span>
            <Link href={localePath(locale, `/instructors/${course.instructor.slug}`)}>{course.instructor.name}</Link>
          </li>
        ))}
      </ul>
    );
  }
  const t = translator(locale, 'programme');
  const lang = contentLang(locale);
  return (
    <ul className={`plain-list ${styles.courses}`}>
      {courses.map((course) => (
        <li key={course.code}>
          <Heading {...lang}>
            <span>{course.code}</span>
            {course.title}
          </Heading>
          <p className="muted">
            {t('credits', { count: course.credits })}
            <Link href={localePath(locale, `/instructors/${course.instructor.slug}`)} {...lang}>
              {course.instructor.name}
            </Link>
          </p>
          <p {...lang}>{course.summary}</p>
        </li>
      ))}
    </ul>
  );
}
