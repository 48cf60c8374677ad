// Next-gen scholar applications: one per applicant (their e-mail) per intake, for one of our programmes open for enrolment;
// applicants are 16 or over, and under-18s name a guardian. The applicant is mailed an acknowledgement with their
// reference and the day they hear by, in the language of the page they applied from.
import { and, eq } from 'drizzle-orm';
import { ADULT_AGE, SCHOLAR_MIN_AGE, ageOn, type FormReceipt, type ScholarshipApplicationInput } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { programmes, scholarshipApplications } from '../../db/schema';
import { conflict, unprocessable } from '../../domain-errors';
import { greetingLine, mailBody } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';
import { academicDate } from '../catalogue/calendar';
import { scholarshipAcknowledgementMail } from './form-mail-text';
import { listIntakes } from './intakes';
import { isRealPhoneNumber } from './phone';
import { newReference } from './references';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Whole years between a birth date and a day: the learner rules' own (contract/eligibility.ts). */
export { ageOn };

const duplicate = () =>
  conflict('You have already applied for this intake with this e-mail address. We will be in touch.');

function checkApplicant(input: ScholarshipApplicationInput, today: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (input.dateOfBirth >= today) add('dateOfBirth', 'must be in the past');
  else if (ageOn(input.dateOfBirth, today) > 120) add('dateOfBirth', 'must be a real date of birth');
  else if (ageOn(input.dateOfBirth, today) < SCHOLAR_MIN_AGE)
    add(
      'dateOfBirth',
      `shows you are under ${SCHOLAR_MIN_AGE}: applicants must be ${SCHOLAR_MIN_AGE} or over on the day they apply`,
    );
  if (!isRealPhoneNumber(input.phone)) add('phone', 'is not a valid phone number');
  const age = input.dateOfBirth < today ? ageOn(input.dateOfBirth, today) : null;
  if (age !== null && age >= SCHOLAR_MIN_AGE && age < ADULT_AGE) {
    if (!input.guardianName) add('guardianName', 'is required for applicants under 18');
    if (!input.guardianPhone) add('guardianPhone', 'is required for applicants under 18');
  }
  if (input.guardianPhone && !isRealPhoneNumber(input.guardianPhone))
    add('guardianPhone', 'is not a valid phone number');
  return errors;
}

export async function applyForScholarship(
  deps: PlatformDeps,
  input: ScholarshipApplicationInput,
): Promise<FormReceipt> {
  const { db } = deps;
  const now = deps.now();
  const today = academicDate(now);
  const intake = (await listIntakes(db, now)).find((i) => i.slug === input.intake);
  if (!intake) throw unprocessable('Invalid body field: intake', { intake: ['is not an upcoming intake'] });
  if (intake.status !== 'open')
    throw unprocessable('Invalid body field: intake', { intake: [`is not open for applications (${intake.status})`] });
  const errors = checkApplicant(input, today);
  const [programme] = await db
    .select({ enrolmentOpen: programmes.enrolmentOpen })
    .from(programmes)
    .where(eq(programmes.slug, input.programme));
  if (!programme) (errors.programme ??= []).push('is not one of our programmes');
  // The scholarship pays a programme's fee from the intake's term: a programme taking no new learners cannot be studied.
  else if (!programme.enrolmentOpen)
    (errors.programme ??= []).push('is not open for enrolment right now: choose another programme');
  if (Object.keys(errors).length > 0)
    throw unprocessable(
      `Invalid body field${Object.keys(errors).length > 1 ? 's' : ''}: ${Object.keys(errors).join(', ')}`,
      errors,
    );

  const emailNormalized = normalizeEmail(input.email);
  // The applicant's own e-mail identifies them; a phone number may be a parent's, shared by siblings.
  const sameApplicant = and(
    eq(scholarshipApplications.intake, input.intake),
    eq(scholarshipApplications.emailNormalized, emailNormalized),
  );
  const existing = () =>
    db
      .select({ reference: scholarshipApplications.reference })
      .from(scholarshipApplications)
      .where(sameApplicant)
      .limit(1);
  if ((await existing()).length > 0) throw duplicate();

  const reference = newReference('NGS');
  try {
    const { programme: programmeSlug, ...fields } = input;
    await db.insert(scholarshipApplications).values({
      ...fields,
      programmeSlug,
      email: input.email.trim(),
      emailNormalized,
      // A guardian is stored as a pair (name and phone) or not at all.
      guardianName: input.guardianName && input.guardianPhone ? input.guardianName : null,
      guardianPhone: input.guardianName && input.guardianPhone ? input.guardianPhone : null,
      reference,
      receivedAt: now,
    });
  } catch (error) {
    // Two submissions racing: the unique indexes decide, and the loser hears it is a duplicate.
    if ((await existing()).length > 0) throw duplicate();
    throw error;
  }
  const mail = scholarshipAcknowledgementMail(input.language, reference, intake);
  const text = mailBody(greetingLine(input.language, null), mail);
  sendAccountMail(deps, { to: input.email.trim(), subject: mail.subject, text }, { reference });
  return { reference, receivedAt: now.toISOString() };
}
