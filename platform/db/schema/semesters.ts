// Later semesters of an enrolment: who holds a scholarship for which semester (a staff decision, recorded once with
// who and when), and which payment reminders went out (one row per reminder, claimed before its mail is sent).
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { programmes } from './catalogue';

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
  (t) => [primaryKey({ columns: [t.accountId, t.programmeSlug, t.programmeSemester] }), check('semester_scholarships_later', sql`${t.programmeSemester} > 1`)],
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
