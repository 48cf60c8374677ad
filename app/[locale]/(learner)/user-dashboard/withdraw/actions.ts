'use server';
// Withdraws from the semester the page named, once the learner ticks the confirmation; works without JavaScript.
// Re-checks the session, validates with zod, sends the form's Idempotency-Key; the platform decides the refund.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { slugSchema } from '@/contract';
import { requestWithdrawal } from '@/lib/api/withdrawals';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import { requireSession } from '@/lib/session/server-session';

const withdrawSchema = z.object({
  programme: slugSchema,
  semester: z.coerce.number().int().min(1).max(20),
  confirm: z.literal('yes', { error: 'Tick the box to confirm that you want to withdraw.' }),
  idempotencyKey: z.uuid('This form has expired: reload the page and try again.'),
});

export async function withdrawAction(previous: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData);
  return inLocale(locale, await withdraw(previous, formData, localePath(locale, '/user-dashboard')));
}

async function withdraw(previous: ActionState, formData: FormData, dashboard: string): Promise<ActionState> {
  const values = readValues(formData, ['programme', 'semester', 'confirm', 'idempotencyKey']);
  const state = submitted(previous, values);
  const session = await requireSession(dashboard);
  const parsed = withdrawSchema.safeParse(values);
  if (!parsed.success) {
    const { confirm, ...others } = fieldErrorsOf(parsed.error);
    // Only the box is the learner's to fix; anything else is the page's and belongs to the form.
    return { ...state, fieldErrors: confirm ? { confirm } : {}, formError: Object.values(others)[0] };
  }
  try {
    const { programme, semester, idempotencyKey } = parsed.data;
    await requestWithdrawal(session.accessToken, { programme, semester }, idempotencyKey);
  } catch (error) {
    // The platform names the semester (too late, not paid): that is the choice being confirmed, so it goes at the box.
    const refused = fromPlatformError(error);
    const message = refused.formError ?? Object.values(refused.fieldErrors)[0];
    return refused.fieldErrors.semester
      ? { ...state, fieldErrors: { confirm: message ?? '' } }
      : { ...state, formError: message };
  }
  redirect(dashboard);
}
