'use server';
// Closes the account with the password; the platform ends every sign-in, and this browser's cookies go with it. A form
// from an Urdu page says so (`locale`): its messages come back in Urdu.
import { redirect } from 'next/navigation';
import { closeAccountSchema } from '@/contract';
import { closeAccount } from '@/lib/api/account';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import { requireSession, writeServerSession } from '@/lib/session/server-session';

export type CloseAccountState = ActionState;

export async function closeAccountAction(previous: CloseAccountState, formData: FormData): Promise<CloseAccountState> {
  const locale = formLocale(formData);
  const typed = readValues(formData, ['password']);
  const state = submitted(previous, {});
  const session = await requireSession(localePath(locale, '/account/close'));
  const parsed = closeAccountSchema.safeParse(typed);
  if (!parsed.success) return inLocale(locale, { ...state, fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    await closeAccount(session.accessToken, parsed.data.password);
  } catch (error) {
    return inLocale(locale, { ...state, ...fromPlatformError(error, { password: 'The password' }) });
  }
  await writeServerSession((store) => store.logout());
  redirect(localePath(locale, '/account-closed'));
}
