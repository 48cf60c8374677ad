'use server';
// Changing the address in two steps on one form (so it works without JavaScript): the new address with the current
// password, which mails a code to it; then the code, which changes the address. The change's id rides along. A form
// from an Urdu page says so (`locale`): its messages come back in Urdu.
import { revalidatePath } from 'next/cache';
import { emailChangeConfirmSchema, emailChangeRequestSchema } from '@/contract';
import { confirmEmailChange, requestEmailChange } from '@/lib/api/account';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import { requireSession, writeServerSession } from '@/lib/session/server-session';

/** `code`: waiting for the code; `done`: the address changed. */
export type EmailChangeState = ActionState<{ step: 'code' | 'done'; message: string }>;

const LABELS = { new_email: 'The new address', current_password: 'The current password', code: 'The code' };

export async function emailChangeAction(previous: EmailChangeState, formData: FormData): Promise<EmailChangeState> {
  const locale = formLocale(formData);
  const state = inLocale(locale, await step(previous, formData, locale));
  // The platform's notice of the code step is its English; the done step's is ours, already in `locale`.
  return state.receipt?.step === 'code'
    ? { ...state, receipt: { ...state.receipt, message: platformText(locale, state.receipt.message) } }
    : state;
}

async function step(previous: EmailChangeState, formData: FormData, locale: Locale): Promise<EmailChangeState> {
  const { intent } = readValues(formData, ['intent']);
  const session = await requireSession(localePath(locale, '/account/email'));
  if (intent === 'confirm') return confirmStep(previous, formData, session.accessToken, locale);
  if (intent === 'change-email') return submitted(previous, readValues(formData, ['new_email']));
  return requestStep(previous, formData, session.accessToken);
}

async function requestStep(
  previous: EmailChangeState,
  formData: FormData,
  accessToken: string,
): Promise<EmailChangeState> {
  const { current_password, ...values } = readValues(formData, ['new_email', 'current_password']);
  const state = submitted(previous, values);
  const parsed = emailChangeRequestSchema.safeParse({ ...values, current_password });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const { message, change_id } = await requestEmailChange(accessToken, parsed.data);
    return { ...state, values: { new_email: parsed.data.new_email, change_id }, receipt: { step: 'code', message } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, LABELS) };
  }
}

async function confirmStep(
  previous: EmailChangeState,
  formData: FormData,
  accessToken: string,
  locale: Locale,
): Promise<EmailChangeState> {
  const typed = readValues(formData, ['new_email', 'change_id', 'code']);
  const values = { ...typed, code: typed.code.trim() };
  const state: EmailChangeState = {
    ...submitted(previous, values),
    ...(previous.receipt ? { receipt: previous.receipt } : {}),
  };
  const parsed = emailChangeConfirmSchema.safeParse(values);
  if (!parsed.success) {
    const { change_id: expired, ...fieldErrors } = fieldErrorsOf(parsed.error);
    return { ...state, fieldErrors, ...(expired ? { formError: expired } : {}) };
  }
  try {
    const user = await confirmEmailChange(accessToken, parsed.data);
    await writeServerSession((store) => store.refreshTokens({ user }));
    revalidatePath('/account', 'layout');
    return {
      ...state,
      values: {},
      receipt: {
        step: 'done',
        message: translator(locale, 'accountPages')('emailChanged', { email: embedded(locale, user.email) }),
      },
    };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, LABELS) };
  }
}
