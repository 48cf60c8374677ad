'use server';
// Password recovery: ask for a 6-digit code by e-mail (the receipt is the platform's notice), then set a
// new password with it; the sign-in form then opens with the address filled in. The code step carries the
// platform's recovery_id: a code sets a password only together with the request this browser made.
import { redirect } from 'next/navigation';
import { passwordResetRequestSchema, recoveryCodeRequestSchema } from '@/contract';
import { requestRecoveryCode, resetPassword } from '@/lib/auth/auth-api';
import { rememberRecoveredEmail } from '@/lib/auth/recovered-email';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';

type CodeRequestState = ActionState<{ message: string }>;
type ResetState = ActionState;

export async function requestCodeAction(previous: CodeRequestState, formData: FormData): Promise<CodeRequestState> {
  const locale = formLocale(formData);
  return inLocale(locale, await requestCode(previous, formData, locale));
}

async function requestCode(previous: CodeRequestState, formData: FormData, locale: Locale): Promise<CodeRequestState> {
  const values = readValues(formData, ['email']);
  const state = submitted(previous, values);
  const parsed = recoveryCodeRequestSchema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    // The code's mail in the language of the page it was asked from.
    const { message, recovery_id } = await requestRecoveryCode(parsed.data.email, locale);
    return { ...state, values: { email: parsed.data.email, recovery_id }, receipt: { message } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
}

export async function resetPasswordAction(previous: ResetState, formData: FormData): Promise<ResetState> {
  const locale = formLocale(formData);
  return inLocale(locale, await reset(previous, formData, localePath(locale, '/login')));
}

async function reset(previous: ResetState, formData: FormData, loginPath: string): Promise<ResetState> {
  const { new_password, ...typed } = readValues(formData, ['email', 'recovery_id', 'code', 'new_password']);
  const values = { ...typed, code: typed.code.trim() };
  const state = submitted(previous, values);
  const parsed = passwordResetRequestSchema.safeParse({ ...values, new_password });
  if (!parsed.success) {
    // A missing or altered recovery id is no field the reader can correct: the form says to ask for a new code.
    const { recovery_id: expired, ...fieldErrors } = fieldErrorsOf(parsed.error);
    return { ...state, fieldErrors, ...(expired ? { formError: expired } : {}) };
  }
  try {
    await resetPassword(parsed.data);
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
  await rememberRecoveredEmail(parsed.data.email, loginPath);
  redirect(`${loginPath}?reset=1`);
}
