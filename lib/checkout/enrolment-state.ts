// Whether /checkout would sell a programme, decided once for every place that offers or describes enrolment (the
// programme page's "Enrol", the sign-in notice, the Course JSON-LD). What each place says about it is the `checkout`
// namespace of messages/*.json (closedHeadline, closed, noIntakeHeadline, noIntake), so the page and /checkout agree.
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
