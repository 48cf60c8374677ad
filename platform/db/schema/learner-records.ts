// What the office keeps about a learner beyond their own records: the mail the portal sent them (subject, when,
// delivered or failed; never the body, which can hold a code) and the notes staff write about them.
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const SENT_MAIL_OUTCOMES = ['delivered', 'failed'] as const;

export const sentMail = pgTable(
  'sent_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The account the mail was about, when there is one (a sign-up's code goes out before its account exists). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Handed to the mail server (or kept in the outbox), or refused: what staff tell a learner who got nothing. */
    outcome: text('outcome', { enum: SENT_MAIL_OUTCOMES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sent_mail_account_idx').on(t.accountId, t.sentAt),
    index('sent_mail_recipient_idx').on(sql`lower(${t.recipient})`, t.sentAt),
  ],
);

/** An internal note about a learner: staff read it on the learner's page; the learner never sees it. */
export const learnerNotes = pgTable(
  'learner_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Who wrote it: their address is kept if their account goes. */
    authorId: uuid('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('learner_notes_account_idx').on(t.accountId, t.createdAt)],
);
