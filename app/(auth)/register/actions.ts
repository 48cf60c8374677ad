'use server';
// Sign up: validate, create the account on the platform, sign the learner in.
import { redirect } from 'next/navigation';
import { registerRequestSchema } from '@/contract';
import { registerAccount } from '@/lib/auth/auth-api';
import { optionalPhoneInputSchema } from '@/lib/phone/server';
import { platformErrorState, text, validationState, type FormState } from '@/lib/auth/form-state';
import { safeNextPath } from '@/lib/auth/safe-next';
import { createServerSessionStore } from '@/lib/session/server-session';

export type RegisterState = FormState<{ full_name: string; email: string; phone: string; phoneCountry: string }>;

export async function registerAction(previous: RegisterState, formData: FormData): Promise<RegisterState> {
  const values = { full_name: text(formData, 'full_name'), email: text(formData, 'email'), phone: text(formData, 'phone'), phoneCountry: text(formData, 'phoneCountry') };
  // The phone is re-checked here with the same rules as the field, whatever the browser said.
  const phone = optionalPhoneInputSchema().safeParse({ typed: values.phone, country: values.phoneCountry || undefined });
  const parsed = registerRequestSchema.safeParse({
    full_name: values.full_name,
    email: values.email,
    password: text(formData, 'password'),
    ...(phone.success && phone.data ? { phone: phone.data } : {}),
  });
  if (!phone.success) {
    const state = parsed.success ? { attempt: previous.attempt + 1, values, fieldErrors: {} } : validationState(previous, values, parsed.error);
    return { ...state, fieldErrors: { ...state.fieldErrors, phone: phone.error.issues.map((issue) => issue.message) } };
  }
  if (!parsed.success) return validationState(previous, values, parsed.error);
  let auth;
  try {
    auth = await registerAccount(parsed.data);
  } catch (error) {
    return platformErrorState(previous, values, error);
  }
  (await createServerSessionStore({ writable: true })).setAuthData(auth);
  redirect(safeNextPath(text(formData, 'next')) ?? '/user-dashboard');
}
