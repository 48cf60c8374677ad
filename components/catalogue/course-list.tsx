// Courses as a list: code, title, credits and who teaches them, with or without each course's summary.
// A long overview repeats a line per course: each line is as few elements and texts as it can be (the HTML and the
// page's flight data both carry every one), styled by position in catalogue.module.css.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { Course } from '@/contract';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang } from '@/lib/i18n/field-lang';
import { contentLang, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from './catalogue.module.css';

interface Props {
  courses: readonly Course[];
  headingLevel?: 3 | 4;
  /** One line per course (code, title, credits, instructor), for long overviews. */
  compact?: boolean;
  /** The page's language: a course text the platform has no Urdu for is marked English inside an Urdu page. */
  locale?: Locale;
}

export function CourseList({ courses, headingLevel = 3, compact = false, locale = 'en' }: Props) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  if (compact) {
    // Each line: the code and the instructor's name as written (Latin: marked English in Urdu), the title in the
    // page's language where the platform has it, the credits in the page's language.
    const credits = translator(locale, 'learningPath');
    const lang = contentLang(locale);
    return (
      <ul className={styles.compact}>
        {courses.map((course) => (
          <li key={course.code}>
            <span {...lang}>{course.code}</span>
            <span {...fieldLang(locale, course, 'title')}>{course.title}</span>{' '}
            <span className="muted">{credits('creditsShort', { count: course.credits })}</span>
            <Link href={localePath(locale, `/instructors/${course.instructor.slug}`)} {...lang}>
              {course.instructor.name}
            </Link>
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
          <Heading>
            <span {...lang}>{course.code}</span>
            <span {...fieldLang(locale, course, 'title')}>{course.title}</span>
          </Heading>
          <p className="muted">
            {t('credits', { count: course.credits })}
            <Link href={localePath(locale, `/instructors/${course.instructor.slug}`)} {...lang}>
              {course.instructor.name}
            </Link>
          </p>
          <p {...fieldLang(locale, course, 'summary')}>{course.summary}</p>
        </li>
      ))}
    </ul>
  );
}
