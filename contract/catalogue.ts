// The catalogue half of the contract between the web client and the platform API.
// Plain zod schemas: the platform registers them in its OpenAPI document, the client parses with them.
import { z } from 'zod';
import { LANGUAGES } from './language';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

/** URL-safe identifier used in public paths (`/{name}`, `/instructors/{slug}`). */
export const slugSchema = z
  .string()
  .min(1)
  .max(SLUG_MAX_LENGTH)
  .regex(SLUG_PATTERN, 'must be lowercase letters, digits and single hyphens');

/** Money is integer paisa (1 PKR = 100 paisa) so no float ever touches a price. */
export const moneySchema = z.object({
  amountPaisa: z.number().int().nonnegative(),
  currency: z.literal('PKR'),
});

/**
 * The fields of one object that are answered in English because they have no text in the language asked for
 * yet: the client marks them `lang="en"`. Always empty when English is asked for.
 */
export const untranslatedSchema = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z
    .array(z.enum(fields))
    .describe('Fields answered in English because they have no text in the language asked for yet.');

/** One list for the summary and the whole object, so a whole instructor is still a summary. */
const instructorUntranslatedSchema = untranslatedSchema(['title', 'headline', 'expertise', 'city', 'bio']);
const programmeUntranslatedSchema = untranslatedSchema(['title', 'tagline', 'description', 'outcomes']);

export const instructorSummarySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  title: z.string(),
  headline: z.string(),
  expertise: z.array(z.string()),
  city: z.string(),
  untranslated: instructorUntranslatedSchema,
});

export const instructorSchema = instructorSummarySchema.extend({
  bio: z.string(),
  /** The portrait is at GET /instructors/{slug}/photo. */
  hasPhoto: z.boolean(),
  yearsExperience: z.number().int().nonnegative(),
  courses: z.array(
    z.object({
      slug: slugSchema,
      code: z.string(),
      title: z.string(),
      programmeSlug: slugSchema,
      /** Added: which semester of the learning path the course belongs to. */
      semesterNumber: z.number().int().positive(),
      untranslated: untranslatedSchema(['title']),
    }),
  ),
});

export const courseSchema = z.object({
  slug: slugSchema,
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  credits: z.number().int().positive(),
  programmeSlug: slugSchema,
  semesterNumber: z.number().int().positive(),
  instructor: z.object({ slug: slugSchema, name: z.string() }),
  untranslated: untranslatedSchema(['title', 'summary']),
});

/** One stage of a programme (semester 1 "Foundations", 2 "Core Skills", …): what is taught, not when. */
export const semesterSchema = z.object({
  number: z.number().int().positive(),
  name: z.string(),
  untranslated: untranslatedSchema(['name']),
});

export const programmeSummarySchema = z.object({
  slug: slugSchema,
  title: z.string(),
  tagline: z.string(),
  level: z.enum(['foundation', 'diploma', 'professional']),
  mode: z.enum(['online', 'hybrid']),
  durationWeeks: z.number().int().positive(),
  semesterCount: z.number().int().positive(),
  pricePerSemester: moneySchema,
  featured: z.boolean(),
  /** False while the programme takes no new learners: its pages offer no "Enrol" and the platform refuses orders. */
  enrolmentOpen: z.boolean(),
  untranslated: programmeUntranslatedSchema,
});

export const programmeSchema = programmeSummarySchema.extend({
  description: z.string(),
  outcomes: z.array(z.string()),
  /** The programme's semesters in order; a new learner starts with the first. */
  semesters: z.array(semesterSchema),
  courses: z.array(courseSchema),
  instructors: z.array(instructorSummarySchema),
});

/** Where a term stands on the day it is read (Asia/Karachi); never stored. */
export const termStatusSchema = z.enum(['past', 'current', 'upcoming']);

/** A term of the academic calendar ("Spring 2027"): when semesters are taught. */
export const termSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** ISO dates (YYYY-MM-DD), inclusive. */
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  status: termStatusSchema,
  untranslated: untranslatedSchema(['name']),
});

/** The term running today (null between terms) and the next one to start: a new learner's intake. */
export const currentTermsSchema = z.object({
  current: termSchema.nullable(),
  next: termSchema.nullable(),
});

export const programmeSemesterSchema = semesterSchema.extend({ programmeSlug: slugSchema });

export const programmeSemesterWithCoursesSchema = programmeSemesterSchema.extend({ courses: z.array(courseSchema) });

export const faqTopicSchema = z.enum(['admissions', 'payments', 'kyc', 'scholarships', 'support']);

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  topic: faqTopicSchema,
  untranslated: untranslatedSchema(['question', 'answer']),
});

/** A headed part of a page; `id` is its fragment (`/terms#refunds`). */
const siteContentSectionSchema = z.object({
  id: slugSchema,
  heading: z.string(),
  body: z.array(z.string()),
  untranslated: untranslatedSchema(['heading', 'body']),
});

export const siteContentSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** Paragraphs of plain text; the client renders them, never as HTML. */
  body: z.array(z.string()),
  /** Headed sections after the body (privacy policy, terms); empty for simple pages. */
  sections: z.array(siteContentSectionSchema),
  /** When it last changed (policies show it). */
  updatedAt: z.iso.datetime({ offset: true }),
  /** Each section says its own. */
  untranslated: untranslatedSchema(['title', 'body']),
});

/** Who runs the site: the footer, the contact details and the Organization JSON-LD. */
export const organisationSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  registration: z.string(),
  /** The tax registration number (NTN in Pakistan) receipts carry; null until entered. */
  taxNumber: z.string().nullable(),
  address: z.object({
    streetAddress: z.string(),
    locality: z.string(),
    region: z.string(),
    postalCode: z.string(),
    /** ISO 3166-1 alpha-2. */
    countryCode: z.string().length(2),
  }),
  /** E.164. */
  phone: z.string(),
  email: z.email(),
  supportHours: z.string(),
  untranslated: untranslatedSchema(['streetAddress', 'locality', 'region', 'supportHours']),
});

/**
 * A whole number in a query string: digits only (no sign, exponent, hex or spaces, which z.coerce would
 * accept), then range-checked. The metadata keeps the OpenAPI document saying "integer, min, max".
 */
const queryIntegerSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .meta({ type: 'integer', minimum: min, maximum: max });

/** The same, with the value used when the parameter is absent (also shown in the OpenAPI document). */
const queryIntegerOr = (min: number, max: number, fallback: number) =>
  queryIntegerSchema(min, max).default(fallback).meta({ default: fallback });

/** `?locale=en|ur`: the language of the texts; English when absent, and where a text has no Urdu yet. */
export const localeQuerySchema = z.object({
  locale: z
    .enum(LANGUAGES, 'must be en or ur')
    .default('en')
    .meta({ default: 'en', description: 'The language of the texts: en or ur. Untranslated texts come in English.' }),
});

export const pageQuerySchema = localeQuerySchema.extend({
  limit: queryIntegerOr(1, 100, 50),
  offset: queryIntegerOr(0, 1_000_000, 0),
});

/** `?featured=true|false`; anything else is a 400, not silently ignored. */
const booleanFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const programmeListQuerySchema = pageQuerySchema.extend({ featured: booleanFlagSchema.optional() });

export const courseListQuerySchema = pageQuerySchema.extend({
  /** Larger default than other lists: the learning path shows every course at once. */
  limit: queryIntegerOr(1, 100, 100),
  programme: slugSchema.optional(),
  semester: queryIntegerSchema(1, 20).optional(),
});

export const instructorListQuerySchema = pageQuerySchema;

/** `include=courses` adds each semester's courses; `programme` narrows to one programme's semesters. */
export const semesterListQuerySchema = localeQuerySchema.extend({
  include: z.enum(['courses']).optional(),
  programme: slugSchema.optional(),
});

/** `status=upcoming` lists the intakes a new learner can start in. */
export const termListQuerySchema = localeQuerySchema.extend({ status: termStatusSchema.optional() });

export const faqQuerySchema = localeQuerySchema.extend({ topic: faqTopicSchema.optional() });

/** Keys of site content (`about`, `home`, ...): the same alphabet as slugs. */
export const contentKeySchema = slugSchema;

export const healthSchema = z.object({ status: z.literal('ok') });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });

export type Money = z.infer<typeof moneySchema>;
export type InstructorSummary = z.infer<typeof instructorSummarySchema>;
export type Instructor = z.infer<typeof instructorSchema>;
export type Course = z.infer<typeof courseSchema>;
export type ProgrammeSummary = z.infer<typeof programmeSummarySchema>;
export type Programme = z.infer<typeof programmeSchema>;
export type Term = z.infer<typeof termSchema>;
export type TermStatus = z.infer<typeof termStatusSchema>;
export type CurrentTerms = z.infer<typeof currentTermsSchema>;
export type Semester = z.infer<typeof semesterSchema>;
export type ProgrammeSemester = z.infer<typeof programmeSemesterSchema>;
export type ProgrammeSemesterWithCourses = z.infer<typeof programmeSemesterWithCoursesSchema>;
export type Organisation = z.infer<typeof organisationSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type FaqTopic = z.infer<typeof faqTopicSchema>;
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentSection = z.infer<typeof siteContentSectionSchema>;
export type LocaleQuery = z.infer<typeof localeQuerySchema>;
