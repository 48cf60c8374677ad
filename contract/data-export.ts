// "Download my data": everything the platform holds about one learner, as one JSON document. This schema is its
// documentation (openapi.json's DataExport component); `format` names it and changes with it. Each record says where it
// comes from: "you" (what the learner did, signed in as themselves) or "about you" (what the platform recorded about
// them: a staff decision, money owed, a form someone sent with their address).
import { z } from 'zod';
import { KYC_DOCUMENT_TYPES, KYC_PHOTO_KINDS } from './kyc';

const instant = z.string().describe('ISO 8601 instant');
const nullableInstant = instant.nullable();

export const DATA_EXPORT_FORMAT = 'learner-portal-data-export/2';

const byYou = { source: z.literal('you').describe('Something the learner did, signed in as themselves') };
const aboutYou = {
  source: z
    .literal('about you')
    .describe(
      'What the platform recorded about the learner: staff decisions, money owed, forms carrying their address',
    ),
};

export const dataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  generated_at: instant,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    email_verified_at: nullableInstant,
    full_name: z.string(),
    phone: z.string().nullable(),
    country: z.string(),
    role: z.string(),
    created_at: instant,
    updated_at: instant,
  }),
  /** Every sign-in still on record: when, the device's User-Agent, how it ended. */
  sign_ins: z.array(
    z.object({
      ...byYou,
      signed_in_at: instant,
      last_used_at: nullableInstant,
      user_agent: z.string().nullable(),
      ended_at: nullableInstant,
      ended_because: z.string().nullable(),
    }),
  ),
  /** The account's audit trail: what the learner changed, when, from which address. */
  account_changes: z.array(
    z.object({
      ...byYou,
      at: instant,
      what: z.string(),
      detail: z.record(z.string(), z.unknown()),
      address: z.string().nullable(),
    }),
  ),
  enrolments: z.array(
    z.object({
      ...byYou,
      programme: z.string(),
      intake: z.string(),
      order_reference: z.string().nullable(),
      enrolled_at: instant,
    }),
  ),
  orders: z.array(
    z.object({
      ...byYou,
      reference: z.string(),
      programme: z.string(),
      intake: z.string(),
      status: z.string(),
      total_paisa: z.number().int(),
      currency: z.string(),
      created_at: instant,
      paid_at: nullableInstant,
      closed_at: nullableInstant,
      lines: z.array(z.object({ description: z.string(), amount_paisa: z.number().int() })),
      payments: z.array(
        z.object({
          method: z.string(),
          status: z.string(),
          amount_paisa: z.number().int(),
          currency: z.string(),
          gateway: z.string(),
          gateway_transaction_id: z.string().nullable(),
          bank_transfer_id: z.string().nullable(),
          refund_due: z.boolean(),
          failure_reason: z.string().nullable(),
          review_decision: z.string().nullable(),
          review_reason: z.string().nullable(),
          started_at: instant,
          completed_at: nullableInstant,
          /** R-000123, printable at /user-dashboard/receipts/{number}. */
          receipt: z.object({ number: z.string(), issued_at: instant }).nullable(),
        }),
      ),
    }),
  ),
  identity_verification: z.object({
    submissions: z.array(
      z.object({
        ...byYou,
        document_type: z.enum(KYC_DOCUMENT_TYPES),
        document_number: z.string(),
        guardian_document_number: z.string().nullable(),
        legal_name: z.string(),
        date_of_birth: z.string(),
        status: z.string(),
        submitted_at: instant,
        decided_at: nullableInstant,
        rejection_reason: z.string().nullable(),
        photos_deleted_at: nullableInstant,
        /** Which photos are stored; the images themselves are not in the export. */
        photos: z.array(
          z.object({
            kind: z.enum(KYC_PHOTO_KINDS),
            taken_at: instant,
            width: z.number().int(),
            height: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  /** Withdrawals the learner asked for: the refund the Terms gave, and whether staff have sent it. */
  withdrawals: z.array(
    z.object({
      ...byYou,
      programme: z.string(),
      semester: z.number().int(),
      order_reference: z.string().nullable(),
      refund_paisa: z.number().int(),
      status: z.enum(['requested', 'refunded']),
      requested_at: instant,
      refunded_at: nullableInstant,
    }),
  ),
  /** Every rupee the platform owes the learner back and has not yet recorded as sent. */
  refunds_owed: z.array(
    z.object({
      ...aboutYou,
      reason: z
        .string()
        .describe('"withdrawal", or why a payment was not needed: duplicate, order closed, account closed'),
      order_reference: z.string().nullable(),
      amount_paisa: z.number().int(),
      currency: z.string(),
      owed_since: instant,
    }),
  ),
  /** Later semesters staff covered by a scholarship. */
  semester_scholarships: z.array(
    z.object({ ...aboutYou, programme: z.string(), semester: z.number().int(), decided_at: instant }),
  ),
  /**
   * Support requests sent with the account's address. Anyone can type an address into the public form, so what such a
   * request says (name, phone, message) is not given out to whoever holds the address: only that it exists.
   */
  support_requests: z.array(
    z.object({ ...aboutYou, reference: z.string(), topic: z.string(), email: z.string(), received_at: instant }),
  ),
  /** Scholarship applications sent with the account's address: only that they exist, as for support requests. */
  scholarship_applications: z.array(
    z.object({
      ...aboutYou,
      reference: z.string(),
      intake: z.string(),
      programme: z.string().nullable(),
      email: z.string(),
      received_at: instant,
    }),
  ),
});

export type DataExport = z.infer<typeof dataExportSchema>;
