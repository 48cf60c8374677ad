// Checkout, payments and enrolments: what the portal sends to buy a programme and what the platform answers.
// Every amount is integer paisa; the price always comes from the platform, never from the browser.
import { z } from 'zod';
import { courseSchema, moneySchema, organisationSchema, slugSchema, untranslatedSchema } from './catalogue';
import { kycStatusValueSchema } from './kyc';

/** The states and kinds of orders and payments: the database's column values (platform/db/schema/checkout.ts) too. */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'failed', 'cancelled', 'expired'] as const;
export const PAYMENT_STATUSES = [
  'pending',
  'awaiting_confirmation',
  'succeeded',
  'failed',
  'cancelled',
  'needs_review',
] as const;
export const PAYMENT_METHODS = ['card', 'jazzcash', 'easypaisa', 'bank_transfer'] as const;
export const PAYMENT_FLAGS = [
  'duplicate',
  'order_closed',
  'already_enrolled',
  'amount_mismatch',
  'intake_cancelled',
] as const;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentFlagSchema = z.enum(PAYMENT_FLAGS);

export const intakeSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** ISO dates (YYYY-MM-DD), inclusive. */
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
});

/** Money sent back for a payment, as staff recorded it: how much, how, the bank's or wallet's reference, when. */
export const paymentRefundSchema = z.object({
  amount: moneySchema,
  method: paymentMethodSchema,
  reference: z.string(),
  recordedAt: z.iso.datetime(),
});

export const paymentSchema = z.object({
  id: z.uuid(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount: moneySchema,
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Set once this payment paid the order. */
  receiptNumber: z.string().nullable(),
  /** Money arrived that the order did not need (a second payment, a closed order): it goes back. */
  refundDue: z.boolean(),
  flag: paymentFlagSchema.nullable(),
  failureReason: z.string().nullable(),
  /** Bank transfer: the transaction id the learner entered, once submitted. */
  transferId: z.string().nullable(),
  /** Bank transfer: whether the receipt screenshot has been received. */
  hasTransferReceipt: z.boolean(),
  /** Once staff have sent money back for this payment. */
  refund: paymentRefundSchema.nullable(),
});

export const orderSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  programme: z.object({ slug: slugSchema, title: z.string() }),
  intake: intakeSchema,
  /** Which semester of the programme the order pays: 1 enrols, a later one continues the enrolment. */
  semester: z.number().int().positive(),
  status: orderStatusSchema,
  total: moneySchema,
  lines: z.array(z.object({ description: z.string(), amount: moneySchema })),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  payments: z.array(paymentSchema),
});

const paymentMethodOptionSchema = z.object({
  id: paymentMethodSchema,
  label: z.string(),
  description: z.string(),
});

/** The institute's account, shown for bank transfers and Raast. */
const bankAccountSchema = z.object({
  accountTitle: z.string(),
  bank: z.string(),
  iban: z.string(),
  raastId: z.string().nullable(),
});

export const checkoutOptionsSchema = z.object({
  programme: z.object({
    slug: slugSchema,
    title: z.string(),
    semesterCount: z.number().int().positive(),
    pricePerSemester: moneySchema,
    enrolmentOpen: z.boolean(),
  }),
  /** Terms the learner can still start in, soonest first. */
  intakes: z.array(intakeSchema),
  included: z.array(z.string()),
  /** The terms' refund section, in the language asked for (`?locale=`). */
  refundPolicy: z.array(z.string()),
  methods: z.array(paymentMethodOptionSchema),
  /** Where to send a bank transfer; null when bank transfer is not offered. */
  bankAccount: bankAccountSchema.nullable(),
  /** Identity verification: not submitted or rejected stops payment; pending does not. */
  identity: kycStatusValueSchema,
  /** The learner's enrolment in this programme, when they have one. */
  enrolment: z.object({ intake: intakeSchema, enrolledAt: z.iso.datetime() }).nullable(),
  /** Unpaid orders still open for this programme. */
  openOrders: z.array(orderSchema),
  untranslated: untranslatedSchema(['refundPolicy']),
});

/** `semester` (default 1): a later semester of an enrolment, paid before its term starts. */
export const createOrderRequestSchema = z.object({
  programme: slugSchema,
  intake: slugSchema,
  semester: z.number().int().min(1).max(20).optional(),
});
export const startPaymentRequestSchema = z.object({ method: paymentMethodSchema });

export const gatewayRedirectSchema = z.object({
  url: z.url(),
  /** POST: the browser submits `fields` as a form (JazzCash); GET: it simply goes to `url`. */
  method: z.enum(['GET', 'POST']),
  fields: z.record(z.string(), z.string()),
});

const bankTransferInstructionsSchema = z.object({
  accountTitle: z.string(),
  bank: z.string(),
  iban: z.string(),
  raastId: z.string().nullable(),
  /** Quote this in the transfer: it ties the money to the order. */
  reference: z.string(),
  amount: moneySchema,
});

export const paymentStartSchema = z.object({
  payment: paymentSchema,
  redirect: gatewayRedirectSchema.nullable(),
  bankTransfer: bankTransferInstructionsSchema.nullable(),
});

/**
 * A semester's fee (for a paid one, what was paid): `paid`; `scholarship` (covered by a staff decision); `due` (its term has not started: pay by `dueOn`,
 * the day before; `payable` once the semester before it is paid or covered); `lapsed` (its term started unpaid: the LMS
 * keeps it closed); `unscheduled` (the calendar does not reach it yet); `withdrawn` (the learner withdrew from it or an
 * earlier semester).
 */
export const semesterStandingSchema = z.object({
  status: z.enum(['paid', 'scholarship', 'due', 'lapsed', 'unscheduled', 'withdrawn']),
  fee: moneySchema,
  /** The last day to pay (Pakistan time): the day before the term starts. Null when unscheduled. */
  dueOn: z.iso.date().nullable(),
  payable: z.boolean(),
  /** A scholarship's decision: when staff recorded it. */
  coveredAt: z.iso.datetime().nullable(),
  /**
   * A paid semester the learner may still withdraw from today, and what comes back, from what was paid: this
   * semester's `refund` (all of it before the term starts, half in its first 14 days, until `halfRefundUntil`), each
   * `later` semester paid for whole (it has not started), and their `total`; null otherwise.
   */
  withdrawable: z
    .object({
      refund: moneySchema,
      halfRefundUntil: z.iso.date(),
      later: z.array(z.object({ number: z.number().int().positive(), refund: moneySchema })),
      total: moneySchema,
    })
    .nullable(),
  /**
   * A withdrawn semester the learner had paid for: the refund owed (from what was paid), when it was asked for, and
   * whether and when staff sent it.
   */
  withdrawal: z
    .object({
      refund: moneySchema,
      status: z.enum(['requested', 'refunded']),
      requestedAt: z.iso.datetime(),
      settledAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});

/** One semester of an enrolled programme: the calendar term it runs in, and its courses with their instructors. */
export const enrolmentSemesterSchema = z.object({
  number: z.number().int().positive(),
  name: z.string(),
  /** Null when the calendar does not reach that far yet. */
  term: intakeSchema.extend({ status: z.enum(['past', 'current', 'upcoming']) }).nullable(),
  courses: z.array(courseSchema),
  /** Where its fee stands: see semesterStandingSchema. */
  standing: semesterStandingSchema,
});

export const enrolmentSchema = z.object({
  id: z.uuid(),
  programme: z.object({ slug: slugSchema, title: z.string(), semesterCount: z.number().int().positive() }),
  intake: intakeSchema,
  orderId: z.uuid(),
  enrolledAt: z.iso.datetime(),
  status: z.enum(['upcoming', 'in_progress', 'completed']),
  /** The programme semester running today; null before the intake starts, between terms and after the end. */
  currentSemester: z.number().int().positive().nullable(),
  semesters: z.array(enrolmentSemesterSchema),
});

export const receiptSchema = z.object({
  number: z.string(),
  issuedAt: z.iso.datetime(),
  /** Who was paid: the organisation's legal entity, address and registration; null until its details are entered. */
  issuer: organisationSchema.nullable(),
  /** The gateway's own id for the transaction (for a bank transfer, the bank's), as the learner's statement shows it. */
  transactionId: z.string().nullable(),
  learner: z.object({ fullName: z.string(), email: z.string() }),
  order: orderSchema,
  payment: paymentSchema,
});

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type Intake = z.infer<typeof intakeSchema>;
export type Payment = z.infer<typeof paymentSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;
export type PaymentStart = z.infer<typeof paymentStartSchema>;
export type GatewayRedirect = z.infer<typeof gatewayRedirectSchema>;
export type Enrolment = z.infer<typeof enrolmentSchema>;
export type EnrolmentSemester = z.infer<typeof enrolmentSemesterSchema>;
export type SemesterStanding = z.infer<typeof semesterStandingSchema>;
export type Receipt = z.infer<typeof receiptSchema>;

/** What each method is called on screen. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  card: 'Debit or credit card',
  jazzcash: 'JazzCash wallet',
  easypaisa: 'Easypaisa wallet',
  bank_transfer: 'Bank transfer or Raast',
};

/** A bank or Raast transaction id as the learner's banking app shows it. */
export const transferIdSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9-]{6,40}$/, 'Enter the transaction id from your banking app: 6 to 40 letters and digits.'),
  );

export const transferSubmissionSchema = z.object({ transaction_id: transferIdSchema });
