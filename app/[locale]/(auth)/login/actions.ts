'use server';
// Sign in: validate, exchange the credentials with the platform, set the session cookies, go back.
import { redirect } from 'next/navigation';
import { loginRequestSchema } from '@/contract';
import { signIn } from '@/lib/auth/auth-api';
import { forgetRecoveredEmail } from '@/lib/auth/recovered-email';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { writeServerSession } from '@/lib/session/server-session';

type LoginState = ActionState;

export async function signInAction(previous: LoginState, formData: FormData): Promise<LoginState> {
  const locale = formLocale(formData);
  return inLocale(locale, await signInWith(previous, formData, locale));
}

async function signInWith(previous: LoginState, formData: FormData, locale: Locale): Promise<LoginState> {
  const { email, password, next } = readValues(formData, ['email', 'password', 'next']);
  const state = submitted(previous, { email });
  const parsed = loginRequestSchema.safeParse({ email, password });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  let auth;
  try {
    auth = await signIn(parsed.data);
  } catch (error) {
    // A 401 is the platform's one message that does not say whether the e-mail or the password was wrong.
    return { ...state, ...fromPlatformError(error) };
  }
  await writeServerSession((store) => store.setAuthData(auth));
  await forgetRecoveredEmail(localePath(locale, '/login'));
  redirect(
    safeNextPath(next) ?? (await enrolmentIntent(null, locale))?.checkoutPath ?? localePath(locale, '/user-dashboard'),
  );
}
