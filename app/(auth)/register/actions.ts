'use server';
// Sign up: validate, create the account on the platform, sign the learner in.
import { redirect } from 'next/navigation';
import { registerRequestSchema } from '@/contract';
import { registerAccount } from '@/lib/auth/auth-api';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { optionalPhoneInputSchema } from '@/lib/phone/server';
import { createServerSessionStore } from '@/lib/session/server-session';

export type RegisterState = ActionState;

// The phone is re-checked here with the same rules as the field, whatever the browser said.
const registerFormSchema = registerRequestSchema.extend({ phone: optionalPhoneInputSchema() });

export async function registerAction(previous: RegisterState, formData: FormData): Promise<RegisterState> {
  const { password, next, ...values } = readValues(formData, ['full_name', 'email', 'phone', 'phoneCountry', 'password', 'next']);
  const state = submitted(previous, values);
  const parsed = registerFormSchema.safeParse({ ...values, password, phone: { typed: values.phone, country: values.phoneCountry || undefined } });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const { phone, ...account } = parsed.data;
  let auth;
  try {
    auth = await registerAccount({ ...account, ...(phone ? { phone } : {}) });
  } catch (error) {
    return { ...state, ...fromPlatformError(error) };
  }
  (await createServerSessionStore({ writable: true })).setAuthData(auth);
  redirect(safeNextPath(next) ?? (await enrolmentIntent(null))?.checkoutPath ?? '/user-dashboard');
}
