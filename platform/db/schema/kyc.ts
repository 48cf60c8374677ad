// Identity verification: one row per submission (history kept), its photos (encrypted in stored_blobs via the
// BlobStore, referenced by key), and the decision on the submission itself (who, when, what, why).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { KYC_DOCUMENT_TYPES, KYC_PHOTO_KINDS } from '@/contract';
import { accounts } from './accounts';

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: KYC_DOCUMENT_TYPES }).notNull(),
    /** Digits only for CNIC-format numbers; upper case for passports. */
    documentNumber: text('document_number').notNull(),
    guardianDocumentNumber: text('guardian_document_number'),
    legalName: text('legal_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The reviewer's e-mail at the time, kept even if that account is deleted later. */
    decidedByEmail: text('decided_by_email'),
    rejectionReason: text('rejection_reason'),
    note: text('note'),
    /** When retention deleted the photos; the decision stays. */
    photosDeletedAt: timestamp('photos_deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_submissions_account_idx').on(t.accountId, t.submittedAt),
    index('kyc_submissions_status_idx').on(t.status, t.submittedAt),
    // Staff find a learner by the last four digits of their CNIC (services/staff/learner-search.ts).
    index('kyc_submissions_last_digits_idx').on(sql`right(${t.documentNumber}, 4)`),
    // At most one pending submission per learner, even when two arrive at once.
    uniqueIndex('kyc_submissions_one_pending_key')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const kycPhotos = pgTable(
  'kyc_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null while a draft: uploaded, not yet part of a submission (drafts are deleted after a day). */
    submissionId: uuid('submission_id').references(() => kycSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: KYC_PHOTO_KINDS }).notNull(),
    /** The BlobStore key of the encrypted JPEG. */
    blobKey: text('blob_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('kyc_photos_account_idx').on(t.accountId, t.createdAt),
    index('kyc_photos_submission_idx').on(t.submissionId),
  ],
);
