'use server';
// The next-gen scholar application's action: zod validation (both phones re-checked with lib/phone,
// 16 or over, a guardian required under 18; the platform checks both again), sent with the form render's Idempotency-Key; a duplicate applicant
// hears so from the platform's 409. Its messages come back in the language of the page the form was sent from (its
// hidden `locale`).
import { z } from 'zod';
import { ADULT_AGE, DAY_MONTH_YEAR, SCHOLAR_MIN_AGE, dayMonthYear, slugSchema, type FormReceipt } from '@/contract';
import { sendScholarshipApplication } from '@/lib/api/forms';
import { fieldErrorsOf, readValues, sendForReceipt, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import type { Locale } from '@/lib/i18n/locales';
import { emailInputSchema, idempotencyKeySchema } from '@/lib/forms/request-fields';
import { optionalPhoneInputSchema, phoneInputSchema } from '@/lib/phone/server';
import { ageOn, todayInPakistan } from './age';

export type ApplicationFormState = ActionState<FormReceipt>;

const FIELDS = [
  'intake',
  'programme',
  'applicantName',
  'email',
  'dateOfBirth',
  'phone',
  'phoneCountry',
  'guardianName',
  'guardianPhone',
  'guardianPhoneCountry',
  'school',
  'city',
  'statement',
] as const;
// How the platform's field messages ("is not open for applications") are introduced.
const FIELD_LABELS = {
  applicantName: 'Your name',
  email: 'E-mail address',
  dateOfBirth: 'Date of birth',
  phone: 'Phone number',
  guardianName: 'Guardian’s name',
  guardianPhone: 'Guardian’s phone number',
  intake: 'Intake',
  programme: 'Programme',
};

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}.`)
    .min(min, `${label[0]?.toUpperCase()}${label.slice(1)} must be at least ${min} characters.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${max} characters.`);

const applicationFormSchema = z.object({
  intake: slugSchema.or(z.literal('')).refine((v) => v !== '', 'Choose the intake you are applying for.'),
  programme: slugSchema.or(z.literal('')).refine((v) => v !== '', 'Choose the programme you want to study.'),
  applicantName: text('your full name', 2, 100),
  email: emailInputSchema,
  // Typed day first (contract/typed-date.ts): the ISO date it names, or the format stated at the field.
  dateOfBirth: z
    .string()
    .trim()
    .min(1, 'Enter your date of birth.')
    .transform((typed, context) => {
      const date = dayMonthYear(typed);
      if (!date) context.addIssue({ code: 'custom', message: DAY_MONTH_YEAR });
      return date ?? typed;
    }),
  phone: phoneInputSchema(),
  guardianName: z.string().trim().max(100, 'Your guardian’s name must be at most 100 characters.'),
  guardianPhone: optionalPhoneInputSchema(),
  school: text('your school or college', 2, 150),
  city: text('your city', 2, 80),
  statement: text('a short statement', 50, 1500),
  idempotencyKey: idempotencyKeySchema,
});

/**
 * The age rules (16 or over; a guardian under 18), from the typed values whatever else is wrong: as a zod refinement
 * they ran only once every other field was right, so an under-16 heard it only after fixing the rest.
 */
function ageErrors(values: Record<string, string>): Record<string, string> {
  const dateOfBirth = dayMonthYear(values.dateOfBirth ?? '');
  if (!dateOfBirth) return {};
  const today = todayInPakistan();
  if (dateOfBirth >= today) return { dateOfBirth: 'Your date of birth must be in the past.' };
  const age = ageOn(dateOfBirth, today);
  if (age < SCHOLAR_MIN_AGE) return { dateOfBirth: `You must be ${SCHOLAR_MIN_AGE} or over to apply.` };
  if (age >= ADULT_AGE) return {};
  return {
    ...((values.guardianName ?? '').trim().length < 2
      ? { guardianName: 'Enter your parent’s or guardian’s name: applicants under 18 need one.' }
      : {}),
    ...((values.guardianPhone ?? '').trim() === ''
      ? { guardianPhone: 'Enter your parent’s or guardian’s phone number: applicants under 18 need one.' }
      : {}),
  };
}

export async function submitApplication(
  previous: ApplicationFormState,
  formData: FormData,
): Promise<ApplicationFormState> {
  const locale = formLocale(formData);
  return inLocale(locale, await submit(previous, formData, locale));
}

async function submit(
  previous: ApplicationFormState,
  formData: FormData,
  language: Locale,
): Promise<ApplicationFormState> {
  const { idempotencyKey, ...values } = readValues(formData, [...FIELDS, 'idempotencyKey']);
  const state = submitted(previous, values);
  const parsed = applicationFormSchema.safeParse({
    ...values,
    phone: { typed: values.phone, country: values.phoneCountry },
    guardianPhone: { typed: values.guardianPhone, country: values.guardianPhoneCountry },
    idempotencyKey,
  });
  // A field's own error (a malformed date, a name too long) comes first; the age rules add theirs to every other.
  const fieldErrors = { ...ageErrors(values), ...(parsed.success ? {} : fieldErrorsOf(parsed.error)) };
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ...state, fieldErrors };
  const { idempotencyKey: key, guardianName, guardianPhone, ...fields } = parsed.data;
  const guardian = guardianName && guardianPhone ? { guardianName, guardianPhone } : {};
  return sendForReceipt(
    state,
    () => sendScholarshipApplication({ ...fields, ...guardian, language }, key),
    FIELD_LABELS,
  );
}
