// Later semesters of an enrolment: who holds a scholarship for which semester (a staff decision, recorded once with
// who and when), which payment reminders went out, and withdrawals with their refunds (one row per reminder, claimed before its mail is sent).
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { programmes } from './catalogue';
import { payments } from './checkout';

export const REMINDER_KINDS = ['14_days', '3_days'] as const;

export const semesterScholarships = pgTable(
  'semester_scholarships',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    programmeSlug: text('programme_slug')
      .notNull()
      .references(() => programmes.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    programmeSemester: integer('programme_semester').notNull(),
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
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    programmeSlug: text('programme_slug')
      .notNull()
      .references(() => programmes.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    programmeSemester: integer('programme_semester').notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.programmeSlug, t.programmeSemester, t.kind] })],
);

export const WITHDRAWAL_STATUSES = ['requested', 'refunded'] as const;

/**
 * A learner's withdrawal from a paid semester (and so from the programme from then on): the refund the Terms give at
 * the time of the request (all of it before the term starts, half in its first 14 days), recorded against the payment
 * that paid the semester, and staff settling it — who and when.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    programmeSlug: text('programme_slug')
      .notNull()
      .references(() => programmes.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    programmeSemester: integer('programme_semester').notNull(),
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
  // One withdrawal per learner and programme: it ends the programme from that semester on.
  (t) => [
    uniqueIndex('withdrawals_account_programme_idx').on(t.accountId, t.programmeSlug),
    check('withdrawals_refund_positive', sql`${t.refundPaisa} > 0`),
  ],
);
