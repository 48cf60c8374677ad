'use server';
// "This was not me": the link from the mail to the old address puts it back and signs every device out. A button
// press, not the link itself, does it: mail scanners that open links change nothing. Works without JavaScript; an
// Urdu page's form says so in its hidden `locale`, and the platform's sentences come back in Urdu.
import { emailChangeRevertSchema } from '@/contract';
import { revertEmailChange } from '@/lib/api/account';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { platformText } from '@/lib/i18n/platform-text';

export type RevertState = ActionState<{ message: string }>;

export async function revertEmailChangeAction(previous: RevertState, formData: FormData): Promise<RevertState> {
  const locale = formLocale(formData);
  const state = inLocale(locale, await revert(previous, formData));
  return state.receipt ? { ...state, receipt: { message: platformText(locale, state.receipt.message) } } : state;
}

async function revert(previous: RevertState, formData: FormData): Promise<RevertState> {
  const values = readValues(formData, ['token']);
  const state = submitted(previous, values);
  const parsed = emailChangeRevertSchema.safeParse(values);
  if (!parsed.success) return { ...state, formError: fieldErrorsOf(parsed.error).token };
  try {
    const { message } = await revertEmailChange(parsed.data.token);
    return { ...state, values: {}, receipt: { message } };
  } catch (error) {
    const refused = fromPlatformError(error);
    // The token is no field the reader can correct: its message is the form's.
    return { ...state, fieldErrors: {}, formError: refused.fieldErrors.token ?? refused.formError };
  }
}
