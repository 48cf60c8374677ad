// Find a learner (/staff/learners): staff search by name, e-mail, phone, the last digits of a CNIC, a receipt number
// or an order reference, page through the answers (keyset, stable under inserts), and open one learner's record.
// What comes back never holds a password, a token, a code or a full identity number (only its last four digits).
import { z } from 'zod';
import { paymentMethodSchema } from './checkout';
import { keysetPageSchema } from './keyset-page';

export const LEARNER_SORTS = ['newest', 'oldest', 'name'] as const;
export const LEARNER_STATES = ['all', 'confirmed', 'unconfirmed', 'closed'] as const;

/** The list's filters, as they stand in the page's URL and the API's query. */
export const learnerFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(120, 'Use at most 120 characters.')
    .optional()
    .transform((value) => value || undefined),
  state: z.enum(LEARNER_STATES, 'Choose which accounts to show.').default('all'),
  sort: z.enum(LEARNER_SORTS, 'Choose an order.').default('newest'),
});
export type LearnerFilter = z.infer<typeof learnerFilterSchema>;

export const learnerSearchQuerySchema = learnerFilterSchema.extend({
  /** The previous page's `nextCursor`. */
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor from this list.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const learnerSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
  confirmed: z.boolean(),
  closed: z.boolean(),
});
export type LearnerSummary = z.infer<typeof learnerSummarySchema>;

export const learnerPageSchema = keysetPageSchema(learnerSummarySchema);
export type LearnerPage = z.infer<typeof learnerPageSchema>;

const instant = z.iso.datetime();
const when = instant.nullable();

export const learnerRecordSchema = z.object({
  account: learnerSummarySchema.extend({
    country: z.string(),
    language: z.string(),
    role: z.string(),
    confirmedAt: when,
    closedAt: when,
  }),
  identity: z.array(
    z.object({
      id: z.uuid(),
      documentType: z.string(),
      /** The last four characters of the document number; the whole number stays in the identity case. */
      documentEnding: z.string(),
      legalName: z.string(),
      status: z.string(),
      submittedAt: instant,
      decidedAt: when,
      decidedBy: z.string().nullable(),
      rejectionReason: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      programme: z.string(),
      intake: z.string(),
      semester: z.number().int(),
      status: z.string(),
      totalPaisa: z.number().int(),
      createdAt: instant,
      paidAt: when,
      payments: z.array(
        z.object({
          id: z.uuid(),
          method: z.string(),
          gatewayRef: z.string(),
          status: z.string(),
          amountPaisa: z.number().int(),
          flag: z.string().nullable(),
          refundDue: z.boolean(),
          receiptNumber: z.string().nullable(),
          startedAt: instant,
          completedAt: when,
          /** The money sent back for this payment, once staff recorded it (at most one per payment). */
          refund: z
            .object({
              id: z.uuid(),
              amountPaisa: z.number().int(),
              method: paymentMethodSchema,
              reference: z.string(),
              recordedAt: instant,
              recordedBy: z.string(),
              /** A photo of the refund's confirmation is stored (staff open it from the refund's proof page). */
              hasProof: z.boolean(),
            })
            .nullable(),
        }),
      ),
    }),
  ),
  enrolments: z.array(
    z.object({
      programme: z.string(),
      intake: z.string(),
      enrolledAt: instant,
      /** The semesters paid for, in order. */
      paidSemesters: z.array(z.number().int()),
    }),
  ),
  withdrawals: z.array(
    z.object({
      programme: z.string(),
      semester: z.number().int(),
      refundPaisa: z.number().int(),
      status: z.string(),
      requestedAt: instant,
      settledAt: when,
      settledBy: z.string().nullable(),
    }),
  ),
  scholarships: z.array(
    z.object({ programme: z.string(), semester: z.number().int(), decidedAt: instant, decidedBy: z.string() }),
  ),
  mail: z.array(z.object({ subject: z.string(), sentAt: instant, outcome: z.enum(['delivered', 'failed']) })),
  signIns: z.array(
    z.object({
      startedAt: instant,
      lastUsedAt: when,
      device: z.string().nullable(),
      address: z.string().nullable(),
      endedAt: when,
      endedBecause: z.string().nullable(),
    }),
  ),
  notes: z.array(z.object({ id: z.string(), text: z.string(), author: z.string(), createdAt: instant })),
});
export type LearnerRecord = z.infer<typeof learnerRecordSchema>;

export const learnerNoteRequestSchema = z.object({
  text: z.string().trim().min(1, 'Write the note.').max(2000, 'Use at most 2000 characters.'),
});

export const receiptResendRequestSchema = z.object({
  receipt: z
    .string()
    .trim()
    .regex(/^R-\d{6,}$/i, 'Choose one of the learner’s receipts.')
    .transform((value) => value.toUpperCase()),
});

/** What an action did, in a sentence staff can read back to the learner. */
export const learnerActionResultSchema = z.object({ message: z.string() });
export type LearnerActionResult = z.infer<typeof learnerActionResultSchema>;
