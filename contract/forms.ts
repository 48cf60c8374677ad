// The public forms' half of the contract: support requests and next-gen scholar applications.
import { z } from 'zod';
import { slugSchema } from './catalogue';
import { languageChoiceSchema } from './language';
import { multiLine, NO_CONTROL_CHARACTERS, NO_DIRECTION_CONTROLS, personName, singleLine } from './plain-text';

/** The language of the page the form was sent from: the acknowledgement and the office's replies are mailed in it. */
const formLanguage = languageChoiceSchema
  .default('en')
  .describe('The language of the acknowledgement and of the replies mailed to the sender: en or ur.');

/** E.164: a plus and up to 15 digits. The platform checks the number is real with libphonenumber-js. */
const e164Schema = z.string().regex(/^\+[1-9]\d{1,14}$/, 'must be an international number such as +923001234567');

const name = personName(
  z.string().trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
  NO_CONTROL_CHARACTERS,
  NO_DIRECTION_CONTROLS,
);
const email = z.email('must be an e-mail address').max(254);

export const supportTopicSchema = z.enum(['admissions', 'payments', 'kyc', 'scholarships', 'technical', 'other']);

export const supportRequestInputSchema = z.object({
  name,
  email,
  phone: e164Schema,
  topic: supportTopicSchema,
  message: multiLine(
    z.string().trim().min(10, 'must be at least 10 characters').max(2000, 'must be at most 2000 characters'),
  ),
  language: formLanguage,
});

/** What the learner is shown: a reference to quote when they follow up. */
export const formReceiptSchema = z.object({
  reference: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});

export const scholarshipIntakeSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** ISO dates (YYYY-MM-DD), inclusive, in the academy's time zone. */
  applicationsOpenOn: z.iso.date(),
  applicationsCloseOn: z.iso.date(),
  /** Every applicant hears by this day, before the term starts and before any fee is due. */
  decisionsBy: z.iso.date(),
  startsOn: z.iso.date(),
  status: z.enum(['upcoming', 'open', 'closed']),
});

export const scholarshipApplicationInputSchema = z.object({
  intake: slugSchema,
  /** The programme the applicant wants to study. */
  programme: slugSchema,
  applicantName: name,
  email,
  /** YYYY-MM-DD. */
  dateOfBirth: z.iso.date('must be a date (YYYY-MM-DD)'),
  phone: e164Schema,
  /** Required when the applicant is under 18 on the day they apply. */
  guardianName: name.optional(),
  guardianPhone: e164Schema.optional(),
  school: singleLine(
    z.string().trim().min(2, 'must be at least 2 characters').max(150, 'must be at most 150 characters'),
  ),
  city: singleLine(z.string().trim().min(2, 'must be at least 2 characters').max(80, 'must be at most 80 characters')),
  statement: multiLine(
    z.string().trim().min(50, 'must be at least 50 characters').max(1500, 'must be at most 1500 characters'),
  ),
  language: formLanguage,
});

export const ADULT_AGE = 18;
/** Next-gen scholars are 16 or over on the day they apply. */
export const SCHOLAR_MIN_AGE = 16;

export type SupportTopic = z.infer<typeof supportTopicSchema>;
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;
export type FormReceipt = z.infer<typeof formReceiptSchema>;
export type ScholarshipIntake = z.infer<typeof scholarshipIntakeSchema>;
export type ScholarshipApplicationInput = z.infer<typeof scholarshipApplicationInputSchema>;
