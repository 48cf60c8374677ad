// When a new learner would study each semester of a programme: semester 1 in the next intake (the first
// term that has not started), each later semester in the term after, studying without a break.
import type { Semester, Term } from '@/contract';
import { fieldText } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { formatDateRangeIn } from '@/lib/format';

export interface PlannedSemester extends Semester {
  /** The term it would be taught in, or null when the calendar does not reach that far yet. */
  term: Term | null;
}

/** `upcomingTerms` in date order, as `GET /terms?status=upcoming` answers them. */
export function studyPlan(semesters: readonly Semester[], upcomingTerms: readonly Term[]): PlannedSemester[] {
  return [...semesters]
    .sort((a, b) => a.number - b.number)
    .map((semester, index) => ({ ...semester, term: upcomingTerms[index] ?? null }));
}

/** The line under a semester's heading: the first starts with the next intake, later ones follow from it. */
export function plannedTermText(semester: PlannedSemester, index: number, locale: Locale = 'en'): string {
  const t = translator(locale, 'programme');
  const { term } = semester;
  if (!term) return t('datesToBeAnnounced');
  // Urdu's comma is ، (the Latin one reads as a stray mark in Nastaliq).
  const comma = locale === 'ur' ? '،' : ',';
  const when = `${fieldText(locale, term, 'name', term.name)}${comma} ${formatDateRangeIn(locale, term.startsOn, term.endsOn)}`;
  return index === 0 ? t('startingWith', { when }) : t('taughtIn', { when });
}
