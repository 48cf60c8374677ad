// Public form submissions: support requests and next-gen scholar applications.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { programmes, terms } from './catalogue';

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
  },
  (t) => [
    index('support_requests_received_at_idx').on(t.receivedAt),
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
  },
  (t) => [
    // One application per applicant's e-mail per intake. Not per phone: brothers and sisters often give a parent's.
    uniqueIndex('scholarship_applications_intake_email_idx').on(t.intake, t.emailNormalized),
    check('scholarship_applications_guardian_pair', sql`(${t.guardianName} is null) = (${t.guardianPhone} is null)`),
  ],
);
