// What a new learner starts with and when: the programme's first semester in the next intake.
import type { Course } from '@/contract';
import { formatDateIn } from '@/lib/format';
import type { PlannedSemester } from '@/components/catalogue/study-plan';
import { fieldText } from '@/lib/i18n/field-lang';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export function ProgrammeStart({
  first,
  courses,
  locale,
}: {
  first: PlannedSemester | undefined;
  courses: readonly Course[];
  locale: Locale;
}) {
  if (!first) return null;
  const t = translator(locale, 'programme');
  const firstCourses = courses.filter((course) => course.semesterNumber === first.number);
  const titles = firstCourses.map((course) => course.title);
  // Urdu lists with its own comma; a list with any English title is isolated left to right as one.
  const english = locale !== 'en' && firstCourses.some((course) => course.untranslated.includes('title'));
  const list = titles.join(locale === 'ur' && !english ? '، ' : ', ');
  const values = {
    semester: () => (
      <strong>
        {t('semesterHeading', { number: first.number, name: fieldText(locale, first, 'name', first.name) })}
      </strong>
    ),
    courses: titles.length > 0 ? ` (${english ? embedded(locale, list) : list})` : '',
  };
  return (
    <p>
      {first.term
        ? t.rich('startsWithTerm', {
            ...values,
            term: () => <strong>{first.term ? fieldText(locale, first.term, 'name', first.term.name) : ''}</strong>,
            date: formatDateIn(locale, first.term.startsOn),
          })
        : t.rich('startsNoTerm', values)}
    </p>
  );
}
