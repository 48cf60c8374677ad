// Checkout: orders and their lines, payments (one row per attempt at a gateway or by bank transfer),
// the gateway events already handled, receipts and the enrolments a paid order creates. Money is integer paisa.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_FLAGS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/contract';
import { accounts } from './accounts';
import { learnerIntakeColumns } from './column-groups';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the learner quotes, and the bank-transfer payment reference: unique, easy to read out. */
    reference: text('reference').notNull().unique(),
    ...learnerIntakeColumns(),
    /** Which semester of the programme the order pays: 1 enrols, a later one continues an enrolment. */
    programmeSemester: integer('programme_semester').notNull().default(1),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    totalPaisa: integer('total_paisa').notNull(),
    currency: text('currency', { enum: ['PKR'] })
      .notNull()
      .default('PKR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One open order per learner per programme intake and semester; paid, failed, cancelled and expired ones may pile up.
    uniqueIndex('orders_one_open_semester_idx')
      .on(t.accountId, t.programmeSlug, t.intakeSlug, t.programmeSemester)
      .where(sql`${t.status} = 'pending_payment'`),
    // A semester is paid once: the database refuses a second paid order for it.
    uniqueIndex('orders_one_paid_semester_idx')
      .on(t.accountId, t.programmeSlug, t.programmeSemester)
      .where(sql`${t.status} = 'paid'`),
    index('orders_account_idx').on(t.accountId, t.createdAt),
    // An intake's seats taken, and what refers to an intake before it is deleted or cancelled.
    index('orders_intake_idx').on(t.intakeSlug, t.programmeSemester, t.status),
    index('orders_expiry_idx').on(t.status, t.expiresAt),
    check('orders_total_positive', sql`${t.totalPaisa} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** Which semester of the programme the line pays for. */
    programmeSemester: integer('programme_semester').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_amount_positive', sql`${t.amountPaisa} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Which adapter handles it: test, jazzcash, bank. */
    gateway: text('gateway').notNull(),
    /** Our reference at the gateway (JazzCash pp_TxnRefNo, the test gateway's merchant reference). */
    gatewayRef: text('gateway_ref').notNull(),
    /** The gateway's own id for the transaction, once it tells us. */
    gatewayTxnId: text('gateway_txn_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amountPaisa: integer('amount_paisa').notNull(),
    currency: text('currency').notNull().default('PKR'),
    /** What the gateway reported when it differs from what was asked (a mismatch is never paid). */
    reportedAmountPaisa: integer('reported_amount_paisa'),
    reportedCurrency: text('reported_currency'),
    flag: text('flag', { enum: PAYMENT_FLAGS }),
    refundDue: boolean('refund_due').notNull().default(false),
    failureReason: text('failure_reason'),
    /** The redirect the learner follows to the gateway, kept so a second click gets the same one. */
    redirectJson: text('redirect_json'),
    /** Bank transfer: what the learner entered, and the stored receipt image. */
    transferId: text('transfer_id'),
    transferReceiptKey: text('transfer_receipt_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Bank transfer: the staff decision, recorded once — who (their address kept if the account goes), when, what, why. */
    reviewedBy: uuid('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedByEmail: text('reviewed_by_email'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewDecision: text('review_decision', { enum: ['confirmed', 'rejected'] }),
    reviewReason: text('review_reason'),
    reviewNote: text('review_note'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_gateway_ref_idx').on(t.gateway, t.gatewayRef),
    // A bank transaction id pays for one payment only: sending it again for another is refused.
    uniqueIndex('payments_transfer_id_idx').on(t.transferId),
    // At most one attempt in progress per order: a second tab or click reuses it.
    uniqueIndex('payments_one_pending_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    index('payments_order_idx').on(t.orderId, t.startedAt),
    index('payments_status_idx').on(t.status, t.method),
    index('payments_reviewed_idx').on(t.reviewedAt),
    // The office's money list pages newest first by (started_at, id).
    index('payments_started_idx').on(t.startedAt, t.id),
  ],
);

/** Gateway events already handled: a replayed webhook changes nothing. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/** One per payment that paid an order; the number is formatted from the sequence. */
export const receipts = pgTable('receipts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'restrict' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...learnerIntakeColumns(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
  },
  // A learner is enrolled in a programme once, whichever intake: the database refuses a second.
  (t) => [uniqueIndex('enrolments_account_programme_idx').on(t.accountId, t.programmeSlug)],
);
