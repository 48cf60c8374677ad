// Refunds sent: one row per payment whose money (all or part of it) went back to the learner — a payment the order did
// not need (paid twice, order closed) or a withdrawal's refund. Recorded once by staff with how and the reference the
// bank or wallet gave, and optionally a photo of the proof (stored like every other photo: encrypted, re-encoded).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { PAYMENT_METHODS } from '@/contract';
import { payments } from './checkout';
import { withdrawals } from './semesters';

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The withdrawal this refund settles, when a withdrawal is why the money goes back. */
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amountPaisa: integer('amount_paisa').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The bank's or wallet's reference for the money sent back. */
    reference: text('reference').notNull(),
    proofKey: text('proof_key'),
    recordedBy: uuid('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    recordedByEmail: text('recorded_by_email').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A payment's money goes back once: a second refund for it is refused by the database.
    uniqueIndex('refunds_payment_idx').on(t.paymentId),
    index('refunds_recorded_idx').on(t.recordedAt, t.id),
    check('refunds_amount_positive', sql`${t.amountPaisa} > 0`),
  ],
);
