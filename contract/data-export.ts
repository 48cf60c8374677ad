// "Download my data": everything the platform holds about one learner, as one JSON document. This schema is its
// documentation (openapi.json's DataExport component); `format` names it and changes with it.
import { z } from 'zod';
import { KYC_DOCUMENT_TYPES, KYC_PHOTO_KINDS } from './kyc';

const instant = z.string().describe('ISO 8601 instant');
const nullableInstant = instant.nullable();

export const DATA_EXPORT_FORMAT = 'learner-portal-data-export/1';

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
      at: instant,
      what: z.string(),
      detail: z.record(z.string(), z.unknown()),
      address: z.string().nullable(),
    }),
  ),
  enrolments: z.array(
    z.object({
      programme: z.string(),
      intake: z.string(),
      order_reference: z.string().nullable(),
      enrolled_at: instant,
    }),
  ),
  orders: z.array(
    z.object({
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
  /** Support requests sent from the account's current address. */
  support_requests: z.array(
    z.object({
      reference: z.string(),
      topic: z.string(),
      name: z.string(),
      phone: z.string(),
      message: z.string(),
      received_at: instant,
    }),
  ),
  /** Scholarship applications sent from the account's current address. */
  scholarship_applications: z.array(
    z.object({
      reference: z.string(),
      intake: z.string(),
      programme: z.string().nullable(),
      applicant_name: z.string(),
      phone: z.string(),
      date_of_birth: z.string(),
      guardian_name: z.string().nullable(),
      guardian_phone: z.string().nullable(),
      school: z.string(),
      city: z.string(),
      statement: z.string(),
      received_at: instant,
    }),
  ),
});

export type DataExport = z.infer<typeof dataExportSchema>;
