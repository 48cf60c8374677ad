'use server';
// Changes the password: the current one (a wrong one counts as a failed sign-in), the new one judged as at sign-up.
// Every other sign-in ends; this browser gets the fresh one the platform opens. A form from an Urdu page says so
// (`locale`): its messages come back in Urdu.
import { changePasswordRequestSchema } from '@/contract';
import { changePassword } from '@/lib/api/account';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { requireSession, writeServerSession } from '@/lib/session/server-session';

export type PasswordState = ActionState<{ message: string }>;

export async function changePasswordAction(previous: PasswordState, formData: FormData): Promise<PasswordState> {
  const locale = formLocale(formData);
  return inLocale(locale, await change(previous, formData, locale));
}

async function change(previous: PasswordState, formData: FormData, locale: Locale): Promise<PasswordState> {
  const typed = readValues(formData, ['current_password', 'new_password']);
  // Passwords are never echoed back into the page.
  const state = submitted(previous, {});
  const session = await requireSession(localePath(locale, '/account/password'));
  const parsed = changePasswordRequestSchema.safeParse(typed);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const auth = await changePassword(session.accessToken, parsed.data);
    await writeServerSession((store) => store.setAuthData(auth));
    return { ...state, receipt: { message: translator(locale, 'accountPages')('passwordChanged') } };
  } catch (error) {
    return {
      ...state,
      ...fromPlatformError(error, { current_password: 'The current password', new_password: 'The new password' }),
    };
  }
}
