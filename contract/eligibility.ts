// Who may enrol: one set of rules that the platform enforces and the client tells at the field that decides them
// (date of birth, document). The Terms, checkout and the FAQ say the same words.
import { ADULT_AGE } from './forms';
import type { KycDocumentType } from './kyc';
import { spelledDate } from './spelled-date';

/** Learners are 16 or over on the day their intake starts (Asia/Karachi), as the Terms say. */
const LEARNER_MIN_AGE = 16;

/** The age on `day` (both YYYY-MM-DD) of someone born on `dateOfBirth`. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The day someone born on `dateOfBirth` turns `age` (born on 29 February: 1 March in a common year, as ageOn counts). */
function birthdayAt(dateOfBirth: string, age: number): string {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + age, m - 1, d)).toISOString().slice(0, 10);
}

/** The day someone born on `dateOfBirth` is old enough to learn here. */
export const oldEnoughOn = (dateOfBirth: string) => birthdayAt(dateOfBirth, LEARNER_MIN_AGE);

/** The date-of-birth field's message for a learner too young for the intake starting on `startsOn`: from when they may. */
const tooYoungMessage = (dateOfBirth: string, startsOn: string) =>
  `Learners must be ${LEARNER_MIN_AGE} or over when their first semester starts (${spelledDate(startsOn)}). You turn ${LEARNER_MIN_AGE} on ${spelledDate(birthdayAt(dateOfBirth, LEARNER_MIN_AGE))}: you can verify your identity for an intake that starts on or after that day.`;

const UNDER_ADULT_DOCUMENT = `Learners under ${ADULT_AGE} use their B-Form, with their parent or guardian's CNIC.`;

/**
 * The document field's message when the document does not fit the learner's age today, else null. Under 18 the one
 * document is the B-Form, which names a guardian (a CNIC or NICOP is issued from 18; a passport names no guardian).
 */
export function documentProblem(type: KycDocumentType, age: number): string | null {
  if (age < ADULT_AGE && type === 'cnic') return `A CNIC is issued from ${ADULT_AGE}. ${UNDER_ADULT_DOCUMENT}`;
  if (age < ADULT_AGE && type !== 'b_form') return UNDER_ADULT_DOCUMENT;
  if (age >= ADULT_AGE && type === 'b_form')
    return `A B-Form is for learners under ${ADULT_AGE}. Use your CNIC, NICOP or passport.`;
  return null;
}

/** Order creation and payment refuse a learner too young for the intake with this, then the date-of-birth message. */
export const TOO_YOUNG_FOR_INTAKE =
  'The date of birth on your identity verification says you are too young for this intake.';

/** The age rule for one intake: the date-of-birth field's message, or null when old enough. */
export const ageProblem = (dateOfBirth: string, intakeStartsOn: string): string | null =>
  ageOn(dateOfBirth, intakeStartsOn) < LEARNER_MIN_AGE ? tooYoungMessage(dateOfBirth, intakeStartsOn) : null;

const rule = (when: string) =>
  `You must be ${LEARNER_MIN_AGE} or over when your first semester starts${when}. Under ${ADULT_AGE}, verify with your B-Form and your parent or guardian's CNIC.`;

/** The rule in one sentence, for the Terms, the FAQ and checkout. */
export const ELIGIBILITY_RULE = rule('');

/** The rule with the next intake's date, for the date-of-birth field's hint. */
export const eligibilityRule = (intakeStartsOn: string | null) =>
  intakeStartsOn ? rule(` (${spelledDate(intakeStartsOn)} for the next intake)`) : ELIGIBILITY_RULE;

/** Whether a check still in review may pay: the words checkout, the Terms and the FAQ share. */
export const PENDING_MAY_PAY =
  'You can pay while your documents are being checked (usually within one working day), so you do not lose your place. Your courses open only once the check is approved; if it is not approved before your intake starts, you can have the whole fee back.';
