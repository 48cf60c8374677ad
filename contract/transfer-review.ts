// Staff review of bank transfers: the queue, one transfer with everything needed to decide, and the decision
// (confirm, or reject with a reason the learner is told). Amounts are integer paisa.
import { z } from 'zod';
import { intakeSchema, orderStatusSchema, paymentStatusSchema } from './checkout';
import { moneySchema } from './catalogue';
import { multiLine, PRINTABLE_ONLY } from './plain-text';

/** Why a transfer is not confirmed, as the learner reads it (staff pick one; "other" needs a note). */
export const TRANSFER_REJECTION_REASONS = {
  not_received: 'No transfer with this transaction id has reached our account',
  amount_differs: 'The amount received is not the amount of the order',
  reference_missing: 'The transfer does not quote the order reference, so we cannot match it',
  receipt_unreadable: 'The receipt screenshot cannot be read or does not match the transaction id',
  other: 'Another reason (see the note)',
} as const;
export type TransferRejectionReason = keyof typeof TRANSFER_REJECTION_REASONS;
const rejectionReasons = Object.keys(TRANSFER_REJECTION_REASONS) as [
  TransferRejectionReason,
  ...TransferRejectionReason[],
];
const transferRejectionReasonSchema = z.enum(rejectionReasons);

/** Which transfers a staff list shows: those awaiting a decision (oldest first) or those decided (newest first). */
export const transferQueueStatusSchema = z.enum(['awaiting', 'decided']);

export const transferQueueItemSchema = z.object({
  paymentId: z.uuid(),
  orderReference: z.string(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  programmeTitle: z.string(),
  amount: moneySchema,
  transferId: z.string(),
  submittedAt: z.iso.datetime(),
  status: paymentStatusSchema,
});

/** A staff decision as recorded: what, why, who and when. */
const transferDecisionRecordSchema = z.object({
  decision: z.enum(['confirmed', 'rejected']),
  rejectionReason: transferRejectionReasonSchema.nullable(),
  note: z.string().nullable(),
  decidedAt: z.iso.datetime(),
  /** The deciding staff member's e-mail address, kept even if their account is removed. */
  decidedBy: z.string(),
});

export const transferReviewSchema = transferQueueItemSchema.extend({
  orderId: z.uuid(),
  orderStatus: orderStatusSchema,
  intake: intakeSchema,
  hasReceipt: z.boolean(),
  /** Money arrived that the order no longer needed: it goes back. */
  refundDue: z.boolean(),
  decision: transferDecisionRecordSchema.nullable(),
  /** The transfer pays the reviewer's own order: they may read it; another staff member decides it. */
  ownCase: z.boolean(),
});

export const transferDecisionSchema = z
  .object({
    decision: z.enum(['confirm', 'reject'], 'Choose confirm or reject.'),
    rejection_reason: transferRejectionReasonSchema.optional(),
    note: multiLine(z.string().trim().max(500, 'Use at most 500 characters.'), PRINTABLE_ONLY).optional(),
  })
  .refine((value) => value.decision === 'confirm' || value.rejection_reason, {
    path: ['rejection_reason'],
    message: 'Choose why the transfer is not confirmed: the learner is told.',
  })
  .refine((value) => value.rejection_reason !== 'other' || value.note, {
    path: ['note'],
    message: 'Say why in the note: the learner reads it.',
  });

export type TransferQueueStatus = z.infer<typeof transferQueueStatusSchema>;
export type TransferQueueItem = z.infer<typeof transferQueueItemSchema>;
export type TransferReview = z.infer<typeof transferReviewSchema>;
export type TransferDecision = z.infer<typeof transferDecisionSchema>;
