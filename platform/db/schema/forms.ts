// Public form submissions: support requests and next-gen scholar applications, and how the office handles each in
// its inbox (status, assignee; notes and replies in inbox_messages).
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { programmes, terms } from './catalogue';

export const INBOX_STATUSES = ['new', 'waiting', 'answered', 'closed'] as const;

/** Where a form stands in the office's inbox, and who has it; the sender's language for the mail they get. */
const handling = () => ({
  language: text('language', { enum: ['en', 'ur'] })
    .notNull()
    .default('en'),
  status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
  assigneeId: uuid('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
});

export const supportRequests = pgTable(
  'support_requests',
  {
    reference: text('reference').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    topic: text('topic', { enum: ['admissions', 'payments', 'kyc', 'scholarships', 'technical', 'other'] }).notNull(),
    message: text('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    ...handling(),
  },
  (t) => [
    index('support_requests_received_at_idx').on(t.receivedAt, t.reference),
    check('support_requests_phone_e164', sql`${t.phone} ~ '^\\+[1-9][0-9]{1,14}$'`),
  ],
);

export const scholarshipApplications = pgTable(
  'scholarship_applications',
  {
    reference: text('reference').primaryKey(),
    /** An intake is an upcoming term of the academic calendar. */
    intake: text('intake')
      .notNull()
      .references(() => terms.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    /** The programme the applicant wants to study; null only for applications made before the form asked. */
    programmeSlug: text('programme_slug').references(() => programmes.slug, {
      onDelete: 'restrict',
      onUpdate: 'cascade',
    }),
    applicantName: text('applicant_name').notNull(),
    email: text('email').notNull(),
    /** Trimmed and lower-cased: the same person typing Ali@X.pk and ali@x.pk is one applicant. */
    emailNormalized: text('email_normalized').notNull(),
    /** E.164, so 0300 1234567 and +92 300 1234567 are one applicant. */
    phone: text('phone').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    school: text('school').notNull(),
    city: text('city').notNull(),
    statement: text('statement').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    ...handling(),
  },
  (t) => [
    index('scholarship_applications_received_at_idx').on(t.receivedAt, t.reference),
    // One application per applicant's e-mail per intake. Not per phone: brothers and sisters often give a parent's.
    uniqueIndex('scholarship_applications_intake_email_idx').on(t.intake, t.emailNormalized),
    check('scholarship_applications_guardian_pair', sql`(${t.guardianName} is null) = (${t.guardianPhone} is null)`),
  ],
);

/**
 * What the office wrote about a form: an internal note (staff only) or a reply (e-mailed to the sender, from the
 * portal's address). Kept beside the sender's own message; never changed or deleted.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The form's reference (SR-… or NGS-…): the two kinds never share one. */
    reference: text('reference').notNull(),
    kind: text('kind', { enum: ['note', 'reply'] }).notNull(),
    /** The staff account that wrote it, and its e-mail address then; no foreign key, like the audit log. */
    authorId: uuid('author_id'),
    author: text('author').notNull(),
    /** A reply's subject as mailed; null for a note. */
    subject: text('subject'),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inbox_messages_reference_idx').on(t.reference, t.id)],
);
