// Later semesters: a scholarship covering one semester of a learner's programme, recorded by staff with who and when.
import { z } from 'zod';
import { emailSchema } from './auth';
import { moneySchema, slugSchema } from './catalogue';

export const semesterScholarshipRequestSchema = z.object({
  email: emailSchema,
  programme: slugSchema,
  semester: z.coerce
    .number('Enter the semester as a number.')
    .int('Enter the semester as a whole number.')
    .min(2, 'Semester 1 is paid at enrolment: choose semester 2 or later.')
    .max(20, 'Enter a semester of the programme.'),
});

export const semesterScholarshipSchema = z.object({
  learner: z.object({ email: z.string(), fullName: z.string() }),
  programme: z.object({ slug: slugSchema, title: z.string() }),
  semester: z.number().int().positive(),
  decidedBy: z.string(),
  decidedAt: z.iso.datetime(),
});

export type SemesterScholarshipRequest = z.infer<typeof semesterScholarshipRequestSchema>;
export type SemesterScholarship = z.infer<typeof semesterScholarshipSchema>;

/** The Terms' half-refund window: the first 14 days of a semester's term. */
export const HALF_REFUND_DAYS = 14;

/** The last day of a semester's half refund, from its term's first day (ISO dates, calendar days). */
export function halfRefundUntil(startsOn: string): string {
  const day = new Date(`${startsOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + HALF_REFUND_DAYS - 1);
  return day.toISOString().slice(0, 10);
}

/** A learner withdraws from a paid semester (and the programme from then on). */
export const withdrawalRequestSchema = z.object({ programme: slugSchema, semester: z.number().int().min(1).max(20) });

export const withdrawalSchema = z.object({
  id: z.uuid(),
  learner: z.object({ email: z.string(), fullName: z.string() }),
  programme: z.object({ slug: slugSchema, title: z.string() }),
  semester: z.number().int().positive(),
  /**
   * What this semester gives back, from what was paid for it: for the semester withdrawn from, what the Terms give at
   * the time of the request (all of it before the term starts, half in its first 14 days); for a later one, all of it.
   */
  refund: moneySchema,
  /** The receipt of the payment the refund goes back to. */
  receiptNumber: z.string().nullable(),
  status: z.enum(['requested', 'refunded']),
  requestedAt: z.iso.datetime(),
  settledBy: z.string().nullable(),
  settledAt: z.iso.datetime().nullable(),
});

/** What a withdrawal request recorded: one refund per semester paid for that the learner will not have. */
export const withdrawalRecordedSchema = z.object({ items: z.array(withdrawalSchema) });

export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export type WithdrawalRecorded = z.infer<typeof withdrawalRecordedSchema>;
