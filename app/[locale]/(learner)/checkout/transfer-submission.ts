// What a sent bank-transfer form holds and how it is judged: the order, payment and render's Idempotency-Key (hidden),
// the transaction id, and the receipt screenshot unless one is stored already. The screenshot itself is streamed on
// to the platform by ./transfer/route.ts; the messages here are the platform's English ones until the form's locale.
import { z } from 'zod';
import { transferIdSchema } from '@/contract';
import { fieldErrorsOf, type ActionState } from '@/lib/forms/action-state';

export const TRANSFER_FORM_FIELDS = [
  'order',
  'payment',
  'transaction_id',
  'idempotencyKey',
  'receiptStored',
  'locale',
] as const;
export const RECEIPT_FIELD = 'receipt';
// The platform's own words for it (platform/services/payments/bank-transfer.ts).
export const MISSING_RECEIPT = 'Add a screenshot of your transfer receipt.';
export const RECEIPT_TOO_LARGE = 'The screenshot is larger than 10 MB. Choose a smaller copy.';

const transferFormSchema = z.object({
  order: z.uuid(),
  payment: z.uuid(),
  transaction_id: transferIdSchema,
  idempotencyKey: z.uuid('This form has expired: reload the page and send it again.'),
});

export type TransferForm = z.infer<typeof transferFormSchema>;

/** The order the form was for, when it names one: where a refused form goes back to. */
export const orderOf = (fields: Record<string, string>): string | undefined => {
  const parsed = z.uuid().safeParse(fields.order);
  return parsed.success ? parsed.data : undefined;
};

/** The form's fields checked: the transfer to send, or the message of each field to fix. */
export function checkTransferForm(
  fields: Record<string, string>,
): { form: TransferForm; fieldErrors: Record<string, never> } | { form: null; fieldErrors: Record<string, string> } {
  const parsed = transferFormSchema.safeParse(fields);
  return parsed.success
    ? { form: parsed.data, fieldErrors: {} }
    : { form: null, fieldErrors: fieldErrorsOf(parsed.error) };
}

/** What comes back to the form: only the transaction id is echoed (the hidden fields come from the page again). */
export const transferState = (previous: { submission: number }, fields: Record<string, string>): ActionState => ({
  values: { transaction_id: fields.transaction_id ?? '', payment: fields.payment ?? '' },
  fieldErrors: {},
  submission: previous.submission + 1,
});
