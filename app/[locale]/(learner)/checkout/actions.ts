'use server';
// The checkout's server actions (they work without JavaScript): open the order, start the payment, ask the
// gateway again, cancel. Each re-checks the session, validates with zod and sends the form's Idempotency-Key. A form
// from an Urdu page (its hidden `locale`) gets its messages in Urdu and its redirects to the Urdu checkout.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { paymentMethodSchema, slugSchema, type GatewayRedirect } from '@/contract';
import { cancelOrder, checkPayment, createOrder, getOrder, startPayment } from '@/lib/api/checkout';
import { PlatformProblemError } from '@/lib/api/errors';
import { checkoutHref } from '@/lib/checkout/checkout-url';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inFormLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { requireSession } from '@/lib/session/server-session';

const key = z.uuid('This form has expired: reload the page and try again.');

const orderFormSchema = z.object({
  programme: slugSchema,
  intake: slugSchema.or(z.literal('')).refine((value) => value !== '', 'Choose when you want to start.'),
  idempotencyKey: key,
});

type OrderFormState = ActionState;

/** Opens (or finds) the order for the chosen intake and moves on to the payment step. */
export async function openOrderAction(previous: OrderFormState, formData: FormData): Promise<OrderFormState> {
  return inFormLocale(formData, (locale) => openOrder(previous, formData, locale));
}

async function openOrder(previous: OrderFormState, formData: FormData, locale: Locale): Promise<OrderFormState> {
  const values = readValues(formData, ['programme', 'intake', 'idempotencyKey']);
  const state = submitted(previous, { intake: values.intake });
  const session = await requireSession(
    localePath(locale, checkoutHref({ programme: values.programme || undefined, step: 'order' })),
  );
  const parsed = orderFormSchema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  let orderId: string;
  try {
    orderId = (
      await createOrder(
        session.accessToken,
        { programme: parsed.data.programme, intake: parsed.data.intake },
        parsed.data.idempotencyKey,
      )
    ).id;
  } catch (error) {
    return { ...state, ...fromPlatformError(error, { intake: 'The intake', programme: 'The programme' }) };
  }
  redirect(localePath(locale, checkoutHref({ order: orderId, step: 'method' })));
}

const payFormSchema = z.object({
  order: z.uuid(),
  method: paymentMethodSchema.or(z.literal('')).refine((value) => value !== '', 'Choose how you want to pay.'),
  idempotencyKey: key,
});

/** When the gateway wants a form POST (JazzCash), the page renders it from here. */
export type PayFormState = ActionState<GatewayRedirect>;

export async function payAction(previous: PayFormState, formData: FormData): Promise<PayFormState> {
  return inFormLocale(formData, (locale) => pay(previous, formData, locale));
}

async function pay(previous: PayFormState, formData: FormData, locale: Locale): Promise<PayFormState> {
  const values = readValues(formData, ['order', 'method', 'idempotencyKey']);
  const state = submitted(previous, { method: values.method });
  const at = (step: 'method' | 'result' | 'transfer') =>
    localePath(locale, checkoutHref({ order: values.order || undefined, step }));
  const session = await requireSession(at('method'));
  const parsed = payFormSchema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const { order, method, idempotencyKey } = parsed.data;
  let started;
  try {
    started = await startPayment(
      session.accessToken,
      order,
      method as z.infer<typeof paymentMethodSchema>,
      idempotencyKey,
    );
  } catch (error) {
    // Another tab already paid (or the order closed): show where it stands rather than an error.
    if (error instanceof PlatformProblemError && error.status === 409) {
      const current = await getOrder(session.accessToken, order);
      if (current && current.status !== 'pending_payment') redirect(at('result'));
    }
    return { ...state, ...fromPlatformError(error, { method: 'The payment method' }) };
  }
  if (started.bankTransfer) redirect(at('transfer'));
  if (started.redirect?.method === 'GET') redirect(started.redirect.url);
  if (started.redirect) return { ...state, receipt: started.redirect };
  return { ...state, formError: 'The payment could not be started. Nothing was charged; please try again.' };
}

const orderOnly = z.object({ order: z.uuid() });
const paymentOnly = z.object({ order: z.uuid(), payment: z.uuid() });

/**
 * A result-step button: `send` the order's request (a refusal shows on the result step, which says where the order
 * stands), then go there. Without a valid order, back to the checkout.
 */
async function thenResult<Data extends { order: string }>(
  formData: FormData,
  parsed: z.ZodSafeParseResult<Data>,
  send: (accessToken: string, data: Data) => Promise<unknown>,
): Promise<null> {
  const locale = formLocale(formData);
  if (!parsed.success) redirect(localePath(locale, '/checkout'));
  const result = localePath(locale, checkoutHref({ order: parsed.data.order, step: 'result' }));
  const session = await requireSession(result);
  await send(session.accessToken, parsed.data).catch((error: unknown) => {
    if (!(error instanceof PlatformProblemError)) throw error;
  });
  redirect(result);
}

/** "Check again": the platform asks the gateway now; the result step then shows where the order stands. */
// The two result-step buttons: useActionState forms (for their permalink), so the state is unused; both redirect.
export async function checkPaymentAction(_previous: null, formData: FormData): Promise<null> {
  const parsed = paymentOnly.safeParse(readValues(formData, ['order', 'payment']));
  return thenResult(formData, parsed, (accessToken, { payment }) => checkPayment(accessToken, payment));
}

export async function cancelOrderAction(_previous: null, formData: FormData): Promise<null> {
  const parsed = orderOnly.safeParse(readValues(formData, ['order']));
  return thenResult(formData, parsed, (accessToken, { order }) => cancelOrder(accessToken, order));
}
