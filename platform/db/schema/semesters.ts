// Later semesters of an enrolment: who holds a scholarship for which semester (a staff decision, recorded once with
// who and when), which payment reminders went out (one row per reminder, claimed before its mail is sent), and the
// refunds withdrawals owe (one row per semester).
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { payments } from './checkout';
import { learnerSemesterColumns } from './column-groups';

export const REMINDER_KINDS = ['14_days', '3_days'] as const;

export const semesterScholarships = pgTable(
  'semester_scholarships',
  {
    ...learnerSemesterColumns('cascade'),
    /** Who decided: their address is kept if their account goes. */
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.programmeSlug, t.programmeSemester] }),
    check('semester_scholarships_later', sql`${t.programmeSemester} > 1`),
  ],
);

export const semesterReminders = pgTable(
  'semester_reminders',
  {
    ...learnerSemesterColumns('cascade'),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.programmeSlug, t.programmeSemester, t.kind] })],
);

export const WITHDRAWAL_STATUSES = ['requested', 'refunded'] as const;

/**
 * A refund a withdrawal owes: one row per semester the learner paid for and will not have. Withdrawing from semester N
 * ends the programme from N on (the lowest semester of a learner's rows for a programme); N gives back what the Terms
 * say at the time of the request (all of it before the term starts, half in its first 14 days), every later paid
 * semester all of it (its term has not started). Each is computed from the payment that paid the semester, recorded
 * against it, and settled by staff — who and when.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...learnerSemesterColumns('restrict'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    refundPaisa: integer('refund_paisa').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    settledBy: uuid('settled_by').references(() => accounts.id, { onDelete: 'set null' }),
    settledByEmail: text('settled_by_email'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  // Each semester's money comes back once, and each payment is refunded once.
  (t) => [
    uniqueIndex('withdrawals_account_semester_idx').on(t.accountId, t.programmeSlug, t.programmeSemester),
    uniqueIndex('withdrawals_payment_idx').on(t.paymentId),
    check('withdrawals_refund_positive', sql`${t.refundPaisa} > 0`),
  ],
);
