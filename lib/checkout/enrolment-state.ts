// Whether /checkout would sell a programme, decided once for every place that offers or describes enrolment (the
// programme page's "Enrol", the sign-in notice, the Course JSON-LD), and /checkout's two refusals in its own words.
import type { Programme, Term } from '@/contract';

export type EnrolmentState = 'open' | 'closed' | 'no-intake';

/** `nextIntake`: the first term a new learner could start in (null when the calendar has none yet). */
export function enrolmentState(
  programme: Pick<Programme, 'enrolmentOpen'>,
  nextIntake: Pick<Term, 'slug'> | null | undefined,
): EnrolmentState {
  if (!programme.enrolmentOpen) return 'closed';
  return nextIntake ? 'open' : 'no-intake';
}

/** What the programme page and /checkout say in place of "Enrol" when it cannot be bought. */
export const ENROLMENT_HEADLINE: Record<Exclude<EnrolmentState, 'open'>, string> = {
  closed: 'Enrolment is closed',
  'no-intake': 'Enrolment opens with the next intake',
};

/** The checkout's own sentences (its order step), so the page and /checkout never disagree. */
export const closedText = (title: string) => `${title} is not open for enrolment right now.`;
export const NO_INTAKE_TEXT = 'No intake is open for enrolment right now. Please check again soon.';
