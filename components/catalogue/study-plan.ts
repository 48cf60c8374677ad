// When a new learner would study each semester of a programme: semester 1 in the next intake (the first
// term that has not started), each later semester in the term after, studying without a break.
import type { Semester, Term } from '@/contract';
import { formatDateRange } from './format';

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
export function plannedTermText(semester: PlannedSemester, index: number): string {
  if (!semester.term) return 'Dates to be announced.';
  const when = `${semester.term.name}, ${formatDateRange(semester.term.startsOn, semester.term.endsOn)}`;
  return index === 0
    ? `Starting with the next intake: ${when}.`
    : `Taught in ${when}, for learners who start with the next intake.`;
}
