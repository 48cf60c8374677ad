'use server';
// Sends a bank transfer for confirmation: the screenshot (when one is chosen) through the platform's photo
// pipeline, then the transaction id with the form's Idempotency-Key. Nothing typed is lost on an error.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { transferIdSchema } from '@/contract';
import { sendTransfer, uploadTransferReceipt } from '@/lib/api/checkout';
import { checkoutHref } from '@/lib/checkout/checkout-url';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { requireSession } from '@/lib/session/server-session';

const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
// The platform's own words for it (platform/services/payments/bank-transfer.ts).
const MISSING_RECEIPT = 'Add a screenshot of your transfer receipt.';
const formSchema = z.object({
  order: z.uuid(),
  payment: z.uuid(),
  transaction_id: transferIdSchema,
  idempotencyKey: z.uuid('This form has expired: reload the page and send it again.'),
});

export async function sendTransferAction(previous: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData);
  return inLocale(locale, await send(previous, formData, locale));
}

async function send(previous: ActionState, formData: FormData, locale: Locale): Promise<ActionState> {
  const values = readValues(formData, ['order', 'payment', 'transaction_id', 'idempotencyKey', 'receiptStored']);
  const state = submitted(previous, { transaction_id: values.transaction_id });
  const session = await requireSession(
    localePath(locale, checkoutHref({ order: values.order || undefined, step: 'transfer' })),
  );
  const parsed = formSchema.safeParse(values);
  const receipt = formData.get('receipt');
  const file = receipt instanceof File && receipt.size > 0 ? receipt : null;
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (file && file.size > MAX_RECEIPT_BYTES)
    fieldErrors.receipt = 'The screenshot is larger than 10 MB. Choose a smaller copy.';
  // Said with the other mistakes rather than after them (the platform checks it too, when the id is right).
  if (!file && values.receiptStored !== 'true') fieldErrors.receipt = MISSING_RECEIPT;
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ...state, fieldErrors };
  const { order, payment, transaction_id, idempotencyKey } = parsed.data;
  try {
    if (file)
      await uploadTransferReceipt(
        session.accessToken,
        payment,
        new Uint8Array(await file.arrayBuffer()),
        file.type || 'application/octet-stream',
      );
    await sendTransfer(session.accessToken, payment, transaction_id, idempotencyKey);
  } catch (error) {
    return {
      ...state,
      ...fromPlatformError(error, { transaction_id: 'The transaction id', receipt: 'The screenshot' }),
    };
  }
  redirect(localePath(locale, checkoutHref({ order, step: 'result' })));
}
