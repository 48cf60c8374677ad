'use server';
// Sign in: validate, exchange the credentials with the platform, set the session cookies, go back.
import { redirect } from 'next/navigation';
import { INVALID_CREDENTIALS_MESSAGE, loginRequestSchema } from '@/contract';
import { signIn } from '@/lib/auth/auth-api';
import { platformErrorState, text, validationState, type FormState } from '@/lib/auth/form-state';
import { safeNextPath } from '@/lib/auth/safe-next';
import { createServerSessionStore } from '@/lib/session/server-session';

export type LoginState = FormState<{ email: string }>;

export async function signInAction(previous: LoginState, formData: FormData): Promise<LoginState> {
  const values = { email: text(formData, 'email') };
  const parsed = loginRequestSchema.safeParse({ email: values.email, password: text(formData, 'password') });
  if (!parsed.success) return validationState(previous, values, parsed.error);
  let auth;
  try {
    auth = await signIn(parsed.data);
  } catch (error) {
    // One message that does not say whether the e-mail or the password was wrong.
    return platformErrorState(previous, values, error, { 401: { password: [INVALID_CREDENTIALS_MESSAGE] } });
  }
  (await createServerSessionStore({ writable: true })).setAuthData(auth);
  redirect(safeNextPath(text(formData, 'next')) ?? '/user-dashboard');
}
