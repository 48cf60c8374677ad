// The office's money (/staff/payments): every payment and refund with its filters in the URL, keyset pages that stay
// put while rows are added, totals for the filter, the refunds owed, and recording one. Amounts are integer paisa.
import { z } from 'zod';
import { moneySchema, slugSchema } from './catalogue';
import { paymentFlagSchema, paymentMethodSchema, paymentStatusSchema } from './checkout';
import { keysetPageSchema } from './keyset-page';
import { PRINTABLE_ONLY, singleLine } from './plain-text';

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const day = z.preprocess(blankIsAbsent, z.string().trim().pipe(z.iso.date('Enter a date as YYYY-MM-DD.')).optional());

/** A row's state: a payment's status, or `refunded` for money sent back. */
export const ledgerStateSchema = z.enum([...paymentStatusSchema.options, 'refunded']);
export type LedgerState = z.infer<typeof ledgerStateSchema>;

/**
 * The list's filters as they stand in the page's URL and the API's query; dates inclusive, each a day in Pakistan
 * (Asia/Karachi), where the rows' times are shown and the reports count their months.
 */
export const ledgerFilterSchema = z.object({
  from: day,
  to: day,
  method: z.preprocess(blankIsAbsent, paymentMethodSchema.optional()),
  state: z.preprocess(blankIsAbsent, ledgerStateSchema.optional()),
  programme: z.preprocess(blankIsAbsent, slugSchema.optional()),
});
export type LedgerFilter = z.infer<typeof ledgerFilterSchema>;

export const ledgerSortSchema = z.object({
  sort: z.preprocess(blankIsAbsent, z.enum(['date', 'amount']).default('date')),
  order: z.preprocess(blankIsAbsent, z.enum(['desc', 'asc']).default('desc')),
});
export type LedgerSort = z.infer<typeof ledgerSortSchema>;

export const ledgerPageQuerySchema = ledgerFilterSchema.extend({
  ...ledgerSortSchema.shape,
  /** The previous page's `nextCursor`: where the next page starts, whatever was added since. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a cursor from this list.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LedgerPageQuery = z.infer<typeof ledgerPageQuerySchema>;

const learnerSchema = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });
const programmeSchema = z.object({ slug: slugSchema, title: z.string() });

export const ledgerEntrySchema = z.object({
  /** The payment's id, or the refund's. */
  id: z.uuid(),
  kind: z.enum(['payment', 'refund']),
  /** A payment: when it was started; a refund: when it was recorded. */
  at: z.iso.datetime(),
  learner: learnerSchema,
  programme: programmeSchema,
  semester: z.number().int().positive(),
  orderReference: z.string(),
  method: paymentMethodSchema,
  /** A payment: the gateway's transaction id, else ours at the gateway (a bank transfer: the bank's id). A refund: the reference staff entered. */
  reference: z.string().nullable(),
  amount: moneySchema,
  state: ledgerStateSchema,
  receiptNumber: z.string().nullable(),
  /** A payment whose money goes back (paid twice, order closed): the flag says why. */
  refundDue: z.boolean(),
  /** A refund with a photo of its proof (GET /staff/refunds/{id}/proof); a payment: false. */
  hasProof: z.boolean(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerTotalsSchema = z.object({
  /** Rows matching the filter. */
  count: z.number().int().nonnegative(),
  /** Payments that succeeded (money in). */
  received: moneySchema,
  /** Refunds sent (money out). */
  refunded: moneySchema,
  /** Received less refunded; can be negative when a filter holds more refunds than payments. */
  netPaisa: z.number().int(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

export const ledgerPageSchema = keysetPageSchema(ledgerEntrySchema).extend({ totals: ledgerTotalsSchema });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** Why money is owed back: a flagged payment (paid twice, paid after the order closed…) or a withdrawal. */
export const owedReasonSchema = z.enum([...paymentFlagSchema.options, 'withdrawal']);

export const refundOwedSchema = z.object({
  paymentId: z.uuid(),
  reason: owedReasonSchema,
  learner: learnerSchema,
  programme: programmeSchema,
  semester: z.number().int().positive(),
  orderReference: z.string(),
  /** How the learner paid: the money normally goes back the same way. */
  method: paymentMethodSchema,
  paid: moneySchema,
  owed: moneySchema,
  paidAt: z.iso.datetime(),
  receiptNumber: z.string().nullable(),
});
export type RefundOwed = z.infer<typeof refundOwedSchema>;

export const refundsOwedSchema = z.object({ items: z.array(refundOwedSchema) });

const reference = singleLine(
  z
    .string('Enter the reference the bank or wallet gave for the refund.')
    .trim()
    .min(1, 'Enter the reference the bank or wallet gave for the refund.')
    .max(100, 'Use at most 100 characters.'),
  PRINTABLE_ONLY,
);

/** Recording money sent back: for which payment, how much (at most what is owed), how, and the reference. */
export const refundRequestSchema = z.object({
  paymentId: z.uuid('Choose a payment from the list of refunds owed.'),
  amountPaisa: z
    .number('Enter the amount sent back.')
    .int('Enter the amount in rupees and paisa.')
    .positive('Enter an amount above zero.'),
  method: z.enum(paymentMethodSchema.options, 'Choose how the money was sent back.'),
  reference,
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundRecordSchema = refundRequestSchema.extend({
  id: z.uuid(),
  learner: learnerSchema,
  recordedAt: z.iso.datetime(),
  recordedBy: z.string(),
  hasProof: z.boolean(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/** An amount typed in rupees, as staff write it ("85000", "85,000", "Rs 1,500.50"), in integer paisa. */
export const rupeesTypedSchema = z
  .string()
  .trim()
  .min(1, 'Enter the amount sent back, in rupees.')
  .transform((typed) => typed.replace(/^(?:rs\.?|pkr)\s*/i, '').replace(/,/g, ''))
  .pipe(z.string().regex(/^\d{1,9}(?:\.\d{1,2})?$/, 'Enter the amount in rupees, such as 85000 or 1500.50.'))
  .transform((rupees) => {
    const [whole = '0', paisa = ''] = rupees.split('.');
    return Number(whole) * 100 + Number(paisa.padEnd(2, '0'));
  })
  .pipe(z.number().positive('Enter an amount above zero.'));

/** The record-refund form as staff fill it in: the amount in rupees, the rest as the API takes it. */
export const refundFormSchema = z.object({
  paymentId: refundRequestSchema.shape.paymentId,
  amount: rupeesTypedSchema,
  method: refundRequestSchema.shape.method,
  reference,
});
