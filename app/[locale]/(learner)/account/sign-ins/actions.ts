'use server';
// "Sign out everywhere else": every sign-in but this browser's ends; the list is drawn again without them. A form from
// an Urdu page says so (`locale`): its messages come back in Urdu.
import { revalidatePath } from 'next/cache';
import { endOtherSignIns } from '@/lib/api/account';
import { fromPlatformError, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import { translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';

export type SignOutOthersState = ActionState<{ message: string }>;

export async function signOutOthersAction(
  previous: SignOutOthersState,
  formData: FormData,
): Promise<SignOutOthersState> {
  const locale = formLocale(formData);
  const state = submitted(previous, {});
  const path = localePath(locale, '/account/sign-ins');
  const session = await requireSession(path);
  try {
    const { ended } = await endOtherSignIns(session.accessToken);
    revalidatePath(path);
    const t = translator(locale, 'accountPages');
    return { ...state, receipt: { message: ended === 0 ? t('noOtherSignIns') : t('signedOutOthers', { ended }) } };
  } catch (error) {
    return inLocale(locale, { ...state, ...fromPlatformError(error) });
  }
}
