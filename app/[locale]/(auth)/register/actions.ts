'use server';
// Sign up in two steps on one form (so it works without JavaScript): the details, which e-mail a code
// (the receipt is the platform's notice), then the code, which creates the account and signs the learner in.
// The code step carries the platform's registration_id: a code confirms only the sign-up this browser started.
import { redirect } from 'next/navigation';
import { REGISTRATION_ACCEPTED_MESSAGE, registerRequestSchema, registrationConfirmSchema } from '@/contract';
import { confirmRegistration, registerAccount } from '@/lib/auth/auth-api';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import { optionalPhoneInputSchema } from '@/lib/phone/server';
import { writeServerSession } from '@/lib/session/server-session';

/** With a receipt the form is at the code step. */
export type RegisterState = ActionState<{ message: string }>;

// The details ride along as hidden fields at the code step, so a form without JavaScript keeps them.
const DETAILS = ['full_name', 'email', 'phone', 'phoneCountry'] as const;

// The phone is re-checked here with the same rules as the field, whatever the browser said.
const registerFormSchema = registerRequestSchema.extend({ phone: optionalPhoneInputSchema() });

/** The form's one action; the submit button's `intent` says which step. */
export async function registerAction(previous: RegisterState, formData: FormData): Promise<RegisterState> {
  const locale = formLocale(formData);
  const state = inLocale(locale, await step(previous, formData, locale));
  // The receipt is the platform's notice, English until here like its messages.
  return state.receipt ? { ...state, receipt: { message: platformText(locale, state.receipt.message) } } : state;
}

async function step(previous: RegisterState, formData: FormData, locale: Locale): Promise<RegisterState> {
  const { intent } = readValues(formData, ['intent']);
  if (intent === 'confirm') return confirmStep(previous, formData, locale);
  if (intent === 'change-email') return submitted(previous, readValues(formData, DETAILS));
  return detailsStep(previous, formData, locale);
}

/** The account, and the code's mail, in the language of the page it was made from. */
async function detailsStep(previous: RegisterState, formData: FormData, locale: Locale): Promise<RegisterState> {
  const { password, ...values } = readValues(formData, [...DETAILS, 'password']);
  const state = submitted(previous, values);
  const parsed = registerFormSchema.safeParse({
    ...values,
    password,
    phone: { typed: values.phone, country: values.phoneCountry || undefined },
    language: locale,
  });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const { phone, ...account } = parsed.data;
  try {
    const { message, registration_id } = await registerAccount({ ...account, ...(phone ? { phone } : {}) });
    return { ...state, values: { ...values, email: account.email, registration_id }, receipt: { message } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
}

async function confirmStep(previous: RegisterState, formData: FormData, locale: Locale): Promise<RegisterState> {
  const { next, ...typed } = readValues(formData, [...DETAILS, 'registration_id', 'code', 'next']);
  const values = { ...typed, code: typed.code.trim() };
  const state = {
    ...submitted(previous, values),
    receipt: previous.receipt ?? { message: REGISTRATION_ACCEPTED_MESSAGE },
  };
  const parsed = registrationConfirmSchema.safeParse(values);
  if (!parsed.success) {
    // A missing or altered registration id is no field the learner can correct: the form says to start again.
    const { registration_id: expired, ...fieldErrors } = fieldErrorsOf(parsed.error);
    return { ...state, fieldErrors, ...(expired ? { formError: expired } : {}) };
  }
  let auth;
  try {
    auth = await confirmRegistration(parsed.data);
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
  await writeServerSession((store) => store.setAuthData(auth));
  redirect(
    safeNextPath(next) ?? (await enrolmentIntent(null, locale))?.checkoutPath ?? localePath(locale, '/user-dashboard'),
  );
}
