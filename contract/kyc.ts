// Identity verification (KYC): the documents a learner may use, the photos each needs, what they submit, and the
// status and staff-review answers the platform gives.
import { z } from 'zod';
import { multiLine, PRINTABLE_ONLY, singleLine } from './plain-text';

export const KYC_DOCUMENT_TYPES = ['cnic', 'nicop', 'b_form', 'passport'] as const;
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES, 'Choose the document you will use.');
export type KycDocumentType = z.infer<typeof kycDocumentTypeSchema>;

export const KYC_PHOTO_KINDS = ['document_front', 'document_back', 'selfie', 'guardian_document'] as const;
export const kycPhotoKindSchema = z.enum(KYC_PHOTO_KINDS);
export type KycPhotoKind = z.infer<typeof kycPhotoKindSchema>;

interface KycDocumentRules {
  name: string;
  /** What the number looks like, for the field's hint. */
  numberHint: string;
  photos: readonly KycPhotoKind[];
  /** B-Form: the guardian's CNIC number and a photo of it. */
  needsGuardian: boolean;
}

export const KYC_DOCUMENTS: Record<KycDocumentType, KycDocumentRules> = {
  cnic: {
    name: 'CNIC',
    numberHint: '13 digits, like 12345-1234567-1',
    photos: ['document_front', 'document_back', 'selfie'],
    needsGuardian: false,
  },
  nicop: {
    name: 'NICOP',
    numberHint: '13 digits, like 12345-1234567-1',
    photos: ['document_front', 'document_back', 'selfie'],
    needsGuardian: false,
  },
  b_form: {
    name: 'B-Form (under 18)',
    numberHint: "The child's 13-digit number, like 12345-1234567-1",
    photos: ['document_front', 'document_back', 'selfie', 'guardian_document'],
    needsGuardian: true,
  },
  passport: {
    name: 'Passport',
    numberHint: '6 to 9 letters and digits, as printed on the photo page',
    photos: ['document_front', 'selfie'],
    needsGuardian: false,
  },
};

/** How each photo is named to the learner, in messages too ("The photo of {label} is too dark."). */
export const KYC_PHOTO_LABELS: Record<KycPhotoKind, string> = {
  document_front: 'the front of your document',
  document_back: 'the back of your document',
  selfie: 'your selfie',
  guardian_document: "your guardian's CNIC",
};

/** A CNIC-format number: 13 digits, dashes and spaces allowed as typed; stored as digits. */
export const cnicNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{13}$/, 'Enter the 13 digits, like 12345-1234567-1.'));

export const passportNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,9}$/, 'Enter 6 to 9 letters and digits, as printed on the photo page.'));

/** 12345-1234567-1 */
export const formatCnic = (digits: string) =>
  /^\d{13}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}` : digits;

/** The message for a photo not added yet, naming it: the same at the field and in the error summary. */
export const missingPhotoMessage = (kind: KycPhotoKind) =>
  kind === 'selfie' ? 'Add your selfie.' : `Add a photo of ${KYC_PHOTO_LABELS[kind]}.`;
const photoId = (kind: KycPhotoKind) => z.uuid(missingPhotoMessage(kind));

/** Letters and marks of any script, then spaces, dots, apostrophes and hyphens. */
const LEGAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** What the learner submits once the photos are uploaded; the platform checks the number against the type. */
export const kycSubmissionRequestSchema = z.object({
  document_type: kycDocumentTypeSchema,
  document_number: singleLine(
    z.string().trim().min(1, 'Enter the document number.').max(20, 'Use at most 20 characters.'),
    PRINTABLE_ONLY,
  ),
  guardian_document_number: singleLine(
    z.string().trim().max(20, 'Use at most 20 characters.'),
    PRINTABLE_ONLY,
  ).optional(),
  legal_name: z
    .string()
    .trim()
    .min(2, 'Enter your name exactly as it is on the document.')
    .max(100, 'Use at most 100 characters.')
    .regex(LEGAL_NAME, 'Use letters, spaces, dots, apostrophes and hyphens only, as on the document.')
    // zod-to-openapi writes the regex with its flag ("…$/u"), a literal "/u" to every other reader of the pattern.
    .meta({ pattern: LEGAL_NAME.source }),
  date_of_birth: z.iso.date('Enter your date of birth.'),
  document_front: photoId('document_front'),
  document_back: photoId('document_back').optional(),
  selfie: photoId('selfie'),
  guardian_document: photoId('guardian_document').optional(),
});
export type KycSubmissionRequest = z.infer<typeof kycSubmissionRequestSchema>;

export const kycPhotoSchema = z.object({
  id: z.uuid(),
  kind: kycPhotoKindSchema,
  width: z.number().int(),
  height: z.number().int(),
});
export type KycPhoto = z.infer<typeof kycPhotoSchema>;

export const KYC_REJECTION_REASONS = {
  unreadable_photo: 'A photo is unreadable',
  details_mismatch: 'The details do not match the document',
  document_expired: 'The document has expired',
  selfie_mismatch: 'The selfie does not match the document',
  wrong_document: 'The document is not one we accept',
  other: 'Another reason (see the note)',
} as const;
export const kycRejectionReasonSchema = z.enum(
  Object.keys(KYC_REJECTION_REASONS) as [keyof typeof KYC_REJECTION_REASONS, ...(keyof typeof KYC_REJECTION_REASONS)[]],
);
export type KycRejectionReason = z.infer<typeof kycRejectionReasonSchema>;

export const kycStatusValueSchema = z.enum(['not_submitted', 'pending', 'approved', 'rejected']);
export type KycStatusValue = z.infer<typeof kycStatusValueSchema>;

/** The learner's own latest submission, as they may see it (no photos, the number masked). */
export const kycSubmissionSummarySchema = z.object({
  id: z.uuid(),
  status: kycStatusValueSchema.exclude(['not_submitted']),
  document_type: kycDocumentTypeSchema,
  /** Only the last 4 characters, e.g. •••••-•••••67-1. */
  document_number_hint: z.string(),
  legal_name: z.string(),
  submitted_at: z.iso.datetime({ offset: true }),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  rejection_reason: kycRejectionReasonSchema.nullable(),
  /** The reviewer's note to the learner. */
  note: z.string().nullable(),
});
export type KycSubmissionSummary = z.infer<typeof kycSubmissionSummarySchema>;

export const kycStatusSchema = z.object({
  status: kycStatusValueSchema,
  has_submitted: z.boolean(),
  /** False while one is pending or once approved. */
  can_submit: z.boolean(),
  submission: kycSubmissionSummarySchema.nullable(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycDecisionRequestSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], 'Choose approve or reject.'),
    rejection_reason: kycRejectionReasonSchema.optional(),
    note: multiLine(z.string().trim().max(500, 'Use at most 500 characters.'), PRINTABLE_ONLY).optional(),
  })
  .refine((value) => value.decision === 'approve' || value.rejection_reason, {
    path: ['rejection_reason'],
    message: 'Choose why it is rejected.',
  })
  .refine((value) => value.rejection_reason !== 'other' || value.note, {
    path: ['note'],
    message: 'Say what the learner should fix.',
  });
export type KycDecisionRequest = z.infer<typeof kycDecisionRequestSchema>;

export const kycQueueItemSchema = z.object({
  id: z.uuid(),
  status: kycStatusValueSchema.exclude(['not_submitted']),
  learner_name: z.string(),
  learner_email: z.string(),
  document_type: kycDocumentTypeSchema,
  submitted_at: z.iso.datetime({ offset: true }),
});
export const kycQueueSchema = z.object({ items: z.array(kycQueueItemSchema), total: z.number().int() });
export type KycQueueItem = z.infer<typeof kycQueueItemSchema>;

export const kycReviewSchema = kycQueueItemSchema.extend({
  learner_id: z.uuid(),
  /** The submission is the reviewer's own: they may read it; another staff member decides it. */
  own_case: z.boolean(),
  document_number: z.string(),
  guardian_document_number: z.string().nullable(),
  legal_name: z.string(),
  date_of_birth: z.iso.date(),
  /** Whole years on the day it is read. */
  age: z.number().int(),
  /** Kinds whose photo is still stored (empty once retention deleted them). */
  photos: z.array(kycPhotoKindSchema),
  photos_deleted_at: z.iso.datetime({ offset: true }).nullable(),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: kycRejectionReasonSchema.nullable(),
  note: z.string().nullable(),
  /** Earlier submissions of the same learner, newest first. */
  history: z.array(kycQueueItemSchema.pick({ id: true, status: true, submitted_at: true })),
});
export type KycReview = z.infer<typeof kycReviewSchema>;
