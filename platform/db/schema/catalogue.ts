// Catalogue tables: programmes and their semesters, instructors, courses, the academic calendar (terms),
// FAQ, site content and the organisation's contact details.
// Natural keys (slugs, semester numbers) are the primary keys: they are what URLs and the demo data use.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  boolean,
  timestamp,
  date,
  index,
  check,
  uniqueIndex,
  primaryKey,
  jsonb,
  foreignKey,
} from 'drizzle-orm/pg-core';

/** Same values as the contract's faqTopicSchema (platform/db/seed.test.ts checks it). */
export const FAQ_TOPICS = ['admissions', 'payments', 'kyc', 'scholarships', 'support'] as const;
export const INTAKE_STATUSES = ['open', 'closed', 'cancelled'] as const;

export const programmes = pgTable(
  'programmes',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    tagline: text('tagline').notNull(),
    description: text('description').notNull(),
    // Urdu twins of the learner-facing texts (here and below): null until translated, and the reader then
    // gets the English, marked as such (platform/services/catalogue/localised.ts).
    titleUr: text('title_ur'),
    taglineUr: text('tagline_ur'),
    descriptionUr: text('description_ur'),
    level: text('level', { enum: ['foundation', 'diploma', 'professional'] }).notNull(),
    mode: text('mode', { enum: ['online', 'hybrid'] }).notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    semesterCount: integer('semester_count').notNull(),
    pricePerSemesterPaisa: integer('price_per_semester_paisa').notNull(),
    outcomes: text('outcomes').array().notNull(),
    outcomesUr: text('outcomes_ur').array(),
    featured: boolean('featured').notNull().default(false),
    /** Closed programmes stay in the catalogue but take no new orders. */
    enrolmentOpen: boolean('enrolment_open').notNull().default(true),
    position: integer('position').notNull(),
    /** Learners must be this old when their first semester starts. */
    minimumAge: integer('minimum_age').notNull().default(16),
    /** Unpublished programmes are the editor's alone: no public page, list, sitemap entry or order. */
    published: boolean('published').notNull().default(true),
    /** Raised by every saved draft and every publish: a save based on an older one is refused (editing.ts). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list endpoint orders by (featured desc, position); the home page filters on featured.
    index('programmes_featured_position_idx').on(t.featured, t.position),
    check('programmes_price_nonnegative', sql`${t.pricePerSemesterPaisa} >= 0`),
    check('programmes_semester_count_positive', sql`${t.semesterCount} > 0`),
    check('programmes_minimum_age_range', sql`${t.minimumAge} between 0 and 120`),
  ],
);

export const instructors = pgTable(
  'instructors',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    headline: text('headline').notNull(),
    bio: text('bio').notNull(),
    city: text('city').notNull(),
    expertise: text('expertise').array().notNull(),
    titleUr: text('title_ur'),
    headlineUr: text('headline_ur'),
    bioUr: text('bio_ur'),
    cityUr: text('city_ur'),
    expertiseUr: text('expertise_ur').array(),
    yearsExperience: integer('years_experience').notNull(),
    position: integer('position').notNull(),
    /** The BlobStore key of the re-encoded portrait (no metadata), or null for none. */
    photoKey: text('photo_key'),
    published: boolean('published').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instructors_position_idx').on(t.position)],
);

/** The academic calendar: dated terms ("Spring 2027") in which a programme's semesters are taught. */
export const terms = pgTable(
  'terms',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    nameUr: text('name_ur'),
    /** Inclusive ISO dates; status (past/current/upcoming) is computed when read, never stored. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The last day a learner can start an order for it as an intake; null: the day before it starts. */
    enrolmentClosesOn: date('enrolment_closes_on', { mode: 'string' }),
    /** How many learners it takes (paid orders and unexpired unpaid ones hold a seat); null: no limit. */
    seats: integer('seats'),
    /** Open takes orders (until closed, full or started); closed by staff takes none; cancelled is final. */
    status: text('status', { enum: INTAKE_STATUSES }).notNull().default('open'),
    /** Raised by every save: a save based on an older one is refused (catalogue-editing/intakes.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('terms_starts_on_idx').on(t.startsOn),
    check('terms_dates_ordered', sql`${t.endsOn} >= ${t.startsOn}`),
    check('terms_enrolment_closes_before_start', sql`${t.enrolmentClosesOn} < ${t.startsOn}`),
    check('terms_seats_positive', sql`${t.seats} > 0`),
  ],
);

/** A programme's stages (semester 1 "Foundations", 2 "Core Skills", …): what is taught, not when. */
export const programmeSemesters = pgTable(
  'programme_semesters',
  {
    programmeSlug: text('programme_slug')
      .notNull()
      .references(() => programmes.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    nameUr: text('name_ur'),
  },
  (t) => [
    primaryKey({ columns: [t.programmeSlug, t.number] }),
    check('programme_semesters_number_positive', sql`${t.number} > 0`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    slug: text('slug').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    titleUr: text('title_ur'),
    summaryUr: text('summary_ur'),
    credits: integer('credits').notNull(),
    programmeSlug: text('programme_slug')
      .notNull()
      .references(() => programmes.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The programme semester (stage) the course is taught in. */
    semesterNumber: integer('semester_number').notNull(),
    instructorSlug: text('instructor_slug')
      .notNull()
      .references(() => instructors.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('courses_code_idx').on(t.code),
    foreignKey({
      name: 'courses_programme_semester_fk',
      columns: [t.programmeSlug, t.semesterNumber],
      foreignColumns: [programmeSemesters.programmeSlug, programmeSemesters.number],
    }).onUpdate('cascade'),
    // One index per filter/join: programme pages, the learning path by semester, instructor profiles.
    index('courses_programme_semester_idx').on(t.programmeSlug, t.semesterNumber, t.position),
    index('courses_semester_idx').on(t.semesterNumber),
    index('courses_instructor_idx').on(t.instructorSlug),
    check('courses_credits_positive', sql`${t.credits} > 0`),
  ],
);

export const faq = pgTable(
  'faq',
  {
    id: text('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    questionUr: text('question_ur'),
    answerUr: text('answer_ur'),
    topic: text('topic', { enum: FAQ_TOPICS }).notNull(),
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    /** False for a question added in the editor until it is published: the support page does not show it. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('faq_topic_position_idx').on(t.topic, t.position)],
);

export interface SiteContentSection {
  id: string;
  heading: string;
  body: string[];
}

export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  /** Plain-text paragraphs, rendered by the client as text, never as HTML. */
  body: text('body').array().notNull(),
  /** Headed sections of plain-text paragraphs (privacy policy, terms); empty for simple pages. */
  sections: jsonb('sections').$type<SiteContentSection[]>().notNull().default([]),
  titleUr: text('title_ur'),
  bodyUr: text('body_ur').array(),
  /** The same sections (same ids, same order) in Urdu. */
  sectionsUr: jsonb('sections_ur').$type<SiteContentSection[]>(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who runs the site, for the footer, the contact details and the Organization JSON-LD. One row. */
export const organisation = pgTable(
  'organisation',
  {
    id: text('id').primaryKey().default('organisation'),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    registration: text('registration').notNull(),
    /** The tax registration number receipts carry (NTN in Pakistan); null until entered. */
    taxNumber: text('tax_number'),
    streetAddress: text('street_address').notNull(),
    locality: text('locality').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    supportHours: text('support_hours').notNull(),
    // The address's words and the hours in Urdu; name, postcode, phone and e-mail read the same in both.
    streetAddressUr: text('street_address_ur'),
    localityUr: text('locality_ur'),
    regionUr: text('region_ur'),
    supportHoursUr: text('support_hours_ur'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('organisation_single_row', sql`${t.id} = 'organisation'`)],
);
