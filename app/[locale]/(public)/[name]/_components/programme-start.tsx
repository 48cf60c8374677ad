// What a new learner starts with and when: the programme's first semester in the next intake.
import type { Course } from '@/contract';
import { formatDateIn } from '@/lib/format';
import type { PlannedSemester } from '@/components/catalogue/study-plan';
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
  const titles = courses.filter((course) => course.semesterNumber === first.number).map((course) => course.title);
  const values = {
    semester: () => (
      <strong>{t('semesterHeading', { number: first.number, name: embedded(locale, first.name) })}</strong>
    ),
    courses: titles.length > 0 ? ` (${embedded(locale, titles.join(', '))})` : '',
  };
  return (
    <p>
      {first.term
        ? t.rich('startsWithTerm', {
            ...values,
            term: () => <strong>{embedded(locale, first.term?.name ?? '')}</strong>,
            date: formatDateIn(locale, first.term.startsOn),
          })
        : t.rich('startsNoTerm', values)}
    </p>
  );
}
