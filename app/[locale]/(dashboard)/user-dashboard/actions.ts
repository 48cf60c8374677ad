'use server';
// The dashboard's one write: "Pay for semester N" opens (or finds) that semester's order and moves on to the
// checkout's payment step. Works without JavaScript; re-checks the session, validates with zod, sends the form's key.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { slugSchema } from '@/contract';
import { createOrder } from '@/lib/api/checkout';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { requireSession } from '@/lib/session/server-session';

const paySemesterSchema = z.object({
  programme: slugSchema,
  intake: slugSchema,
  semester: z.coerce.number().int().min(2).max(20),
  idempotencyKey: z.uuid('This form has expired: reload the page and try again.'),
});

export async function paySemesterAction(previous: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData);
  return inLocale(locale, await paySemester(previous, formData, locale));
}

async function paySemester(previous: ActionState, formData: FormData, locale: Locale): Promise<ActionState> {
  const dashboard = localePath(locale, '/user-dashboard');
  const values = readValues(formData, ['programme', 'intake', 'semester', 'idempotencyKey']);
  const state = submitted(previous, {});
  const session = await requireSession(dashboard);
  const parsed = paySemesterSchema.safeParse(values);
  if (!parsed.success) return { ...state, formError: Object.values(fieldErrorsOf(parsed.error))[0] };
  let orderId: string;
  try {
    const { idempotencyKey, ...input } = parsed.data;
    orderId = (await createOrder(session.accessToken, input, idempotencyKey)).id;
  } catch (error) {
    // The one control is the button: whatever the platform names, the message belongs to the form.
    const refused = fromPlatformError(error);
    return { ...state, formError: refused.formError ?? Object.values(refused.fieldErrors)[0] };
  }
  redirect(localePath(locale, checkoutHref({ order: orderId, step: 'method' })));
}
