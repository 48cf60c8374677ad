// What admins send and read on /staff/catalogue: an entry's content as the editor holds it, the version it was based
// on (a save from an older one is refused with what changed), and the answers of save and publish.
import { z } from 'zod';
import { faqTopicSchema, slugSchema } from './catalogue';
import { CACHE_TAGS } from './revalidation';
import { multiLine, PRINTABLE_ONLY, singleLine } from './plain-text';

const line = (label: string, max: number) =>
  singleLine(
    z
      .string(`Enter the ${label}.`)
      .trim()
      .min(1, `Enter the ${label}.`)
      .max(max, `The ${label} is at most ${max} characters.`),
    PRINTABLE_ONLY,
  );
const paragraphs = (label: string, max: number) =>
  multiLine(
    z
      .string(`Enter the ${label}.`)
      .trim()
      .min(1, `Enter the ${label}.`)
      .max(max, `The ${label} is at most ${max} characters.`),
    PRINTABLE_ONLY,
  );
const whole = (label: string, min: number, max: number) =>
  z
    .number(`Enter the ${label} as a whole number.`)
    .int(`Enter the ${label} as a whole number.`)
    .min(min, `The ${label} is at least ${min}.`)
    .max(max, `The ${label} is at most ${max}.`);
/** The Urdu twin of a text: null while it is not translated (the public page then shows the English, marked so). */
const urdu = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const urduLine = (label: string, max: number) => urdu(line(`Urdu ${label}`, max));
const urduParagraphs = (label: string, max: number) => urdu(paragraphs(`Urdu ${label}`, max));
const editorSlug = slugSchema.describe('Lowercase letters, digits and single hyphens; the address of the public page.');

export const instructorContentSchema = z.object({
  slug: editorSlug,
  name: line('name', 120),
  title: line('title', 120),
  headline: line('headline', 200),
  bio: paragraphs('biography', 4000),
  city: line('city', 80),
  expertise: z.array(line('area of expertise', 80)).max(12, 'List at most 12 areas of expertise.'),
  yearsExperience: whole('years of experience', 0, 70),
  titleUr: urduLine('title', 120),
  headlineUr: urduLine('headline', 200),
  bioUr: urduParagraphs('biography', 4000),
  cityUr: urduLine('city', 80),
  expertiseUr: urdu(z.array(line('Urdu area of expertise', 80)).max(12, 'List at most 12 areas of expertise.')),
});
export type InstructorContent = z.infer<typeof instructorContentSchema>;

export const courseContentSchema = z.object({
  slug: editorSlug,
  code: line('course code', 20),
  title: line('course title', 160),
  summary: paragraphs('course summary', 1000),
  credits: whole('credits', 1, 30),
  /** Who teaches it: the instructor's slug. This is how an instructor comes to teach a programme. */
  instructorSlug: slugSchema,
  titleUr: urduLine('course title', 160),
  summaryUr: urduParagraphs('course summary', 1000),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

export const semesterContentSchema = z.object({
  name: line('semester name', 120),
  nameUr: urduLine('semester name', 120),
  courses: z.array(courseContentSchema).min(1, 'A semester has at least one course.').max(12),
});

export const programmeContentSchema = z.object({
  slug: editorSlug,
  title: line('title', 160),
  /** The one-line summary on cards and at the top of the page. */
  tagline: line('summary', 240),
  description: paragraphs('description', 6000),
  outcomes: z.array(line('outcome', 300)).min(1, 'List at least one outcome.').max(12, 'List at most 12 outcomes.'),
  level: z.enum(['foundation', 'diploma', 'professional'], 'Choose a level.'),
  mode: z.enum(['online', 'hybrid'], 'Choose how it is taught.'),
  durationWeeks: whole('duration in weeks', 1, 520),
  minimumAge: whole('minimum age', 0, 120),
  /** The fee of each semester for orders made from publication on; orders already made keep theirs. */
  pricePerSemesterPaisa: whole('fee per semester', 100, 100_000_000),
  featured: z.boolean(),
  enrolmentOpen: z.boolean(),
  semesters: z.array(semesterContentSchema).min(1, 'A programme has at least one semester.').max(12),
  titleUr: urduLine('title', 160),
  taglineUr: urduLine('summary', 240),
  descriptionUr: urduParagraphs('description', 6000),
  outcomesUr: urdu(z.array(line('Urdu outcome', 300)).max(12, 'List at most 12 outcomes.')),
});
export type ProgrammeContent = z.infer<typeof programmeContentSchema>;

const pageSectionSchema = z.object({
  id: slugSchema,
  heading: line('section heading', 200),
  body: z.array(paragraphs('paragraph', 4000)).min(1, 'A section has at least one paragraph.').max(40),
});

/**
 * A site page (about, privacy, terms, …): a title, plain-text paragraphs and headed sections, each with its Urdu twin.
 * The Urdu sections are the same sections (same ids, same order) in Urdu.
 */
export const pageContentSchema = z
  .object({
    title: line('title', 200),
    body: z.array(paragraphs('paragraph', 4000)).max(40, 'At most 40 paragraphs.'),
    sections: z.array(pageSectionSchema).max(40, 'At most 40 sections.'),
    titleUr: urduLine('title', 200),
    bodyUr: urdu(z.array(paragraphs('Urdu paragraph', 4000)).max(40, 'At most 40 paragraphs.')),
    sectionsUr: urdu(z.array(pageSectionSchema).max(40, 'At most 40 sections.')),
  })
  .superRefine((page, issues) => {
    const ids = (sections: { id: string }[]) => sections.map((section) => section.id).join(' ');
    if (page.sectionsUr !== null && ids(page.sectionsUr) !== ids(page.sections))
      issues.addIssue({
        code: 'custom',
        path: ['sectionsUr'],
        message: 'The Urdu sections are the English sections, with the same ids in the same order.',
      });
  });
export type PageContent = z.infer<typeof pageContentSchema>;

/** One question of the FAQ, in English and Urdu. */
export const faqContentSchema = z.object({
  question: line('question', 300),
  answer: paragraphs('answer', 4000),
  questionUr: urduLine('question', 300),
  answerUr: urduParagraphs('answer', 4000),
  topic: faqTopicSchema,
  position: whole('position', 0, 10_000),
});
export type FaqContent = z.infer<typeof faqContentSchema>;

const version = z.number().int().positive().describe('The version the editor was based on (from the last read).');

export const saveInstructorDraftSchema = z.object({ version, content: instructorContentSchema });
export const saveProgrammeDraftSchema = z.object({ version, content: programmeContentSchema });
export const savePageDraftSchema = z.object({ version, content: pageContentSchema });
export const saveFaqDraftSchema = z.object({ version, content: faqContentSchema });
export const publishRequestSchema = z.object({ version });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

const draftOf = <T extends z.ZodType>(content: T) =>
  z.object({
    content,
    savedBy: z.string(),
    savedAt: z.iso.datetime(),
  });

/** An entry as the editor opens it: what the public sees, the draft if one is waiting, and the version to save on. */
const editableOf = <T extends z.ZodType>(content: T) =>
  z.object({
    /** The current version: the draft's when there is one, else the published entry's. */
    version: z.number().int().positive(),
    /** False until first published (and after unpublishing): no public page, list entry or order. */
    published: z.boolean(),
    live: content,
    draft: draftOf(content).nullable(),
  });

export const editableInstructorSchema = editableOf(instructorContentSchema).extend({ hasPhoto: z.boolean() });
export type EditableInstructor = z.infer<typeof editableInstructorSchema>;
export const editableProgrammeSchema = editableOf(programmeContentSchema);
export const editablePageSchema = editableOf(pageContentSchema);
export type EditablePage = z.infer<typeof editablePageSchema>;
export const editableFaqSchema = editableOf(faqContentSchema);
export type EditableFaq = z.infer<typeof editableFaqSchema>;
export type EditableProgramme = z.infer<typeof editableProgrammeSchema>;

const day = (label: string) => z.iso.date(`Enter the ${label} as a date (YYYY-MM-DD).`);

/**
 * An intake (a term of the calendar learners start in) as the editor holds it. Saved at once, not as a draft: its
 * dates are what orders name, and once a learner holds an order for it they no longer change (intakes.ts).
 */
export const intakeContentSchema = z
  .object({
    /** Fixed once created: orders, enrolments and scholarship applications name it. */
    slug: editorSlug,
    name: line('name', 80),
    nameUr: urduLine('name', 80),
    startsOn: day('start date'),
    endsOn: day('end date'),
    /** The last day an order can be started; null: the day before the intake starts. */
    enrolmentClosesOn: day('day enrolment closes').nullable().default(null),
    /** Paid orders and unexpired unpaid ones hold a seat; null: no limit. */
    seats: whole('number of seats', 1, 100_000).nullable().default(null),
    /** False: closed by staff (no new orders; those already made stand). */
    open: z.boolean(),
  })
  .superRefine((intake, issues) => {
    if (intake.endsOn < intake.startsOn)
      issues.addIssue({ code: 'custom', path: ['endsOn'], message: 'The end date is on or after the start date.' });
    if (intake.enrolmentClosesOn !== null && intake.enrolmentClosesOn >= intake.startsOn)
      issues.addIssue({
        code: 'custom',
        path: ['enrolmentClosesOn'],
        message: 'Enrolment closes before the start date.',
      });
  });
export type IntakeContent = z.infer<typeof intakeContentSchema>;
export const saveIntakeSchema = z.object({ version, content: intakeContentSchema });

export const intakeStatusSchema = z.enum(['open', 'closed', 'full', 'cancelled']);

/** What the editor shows of an intake: its content, what learners hold of it, and why it takes orders or not. */
export const editableIntakeSchema = z.object({
  version: z.number().int().positive(),
  /** `full`: every seat is held (it reopens by itself when an unpaid hold expires or seats are added). */
  status: intakeStatusSchema,
  live: intakeContentSchema,
  seatsTaken: z.number().int().nonnegative(),
  paidLearners: z.number().int().nonnegative(),
  /** True once a learner holds an order for it: name and dates are then fixed. */
  datesFixed: z.boolean(),
});
export type EditableIntake = z.infer<typeof editableIntakeSchema>;

export const intakeEntrySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  startsOn: z.iso.date(),
  status: intakeStatusSchema,
  seats: z.number().int().positive().nullable(),
  seatsTaken: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type IntakeEntry = z.infer<typeof intakeEntrySchema>;

export const catalogueEntrySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  published: z.boolean(),
  hasDraft: z.boolean(),
  version: z.number().int().positive(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const catalogueOverviewSchema = z.object({
  programmes: z.array(catalogueEntrySchema),
  instructors: z.array(catalogueEntrySchema),
  intakes: z.array(intakeEntrySchema),
  /** The site's pages by key (about, privacy, terms, …): always published; `name` is the title. */
  pages: z.array(catalogueEntrySchema),
  /** The support page's questions in the page's order: `slug` is the question's id, `name` the question. */
  faq: z.array(catalogueEntrySchema),
});
export type CatalogueOverview = z.infer<typeof catalogueOverviewSchema>;

/** The answer of a save, a publish or an unpublish. */
export const catalogueChangeSchema = z.object({
  slug: slugSchema,
  version: z.number().int().positive(),
  published: z.boolean(),
  /** The cache tags a client serving public pages must revalidate (POST /api/revalidate); empty for a draft. */
  revalidate: z.array(z.enum(CACHE_TAGS)),
});
export type CatalogueChange = z.infer<typeof catalogueChangeSchema>;

export const slugRedirectSchema = z.object({ to: slugSchema });
export const redirectKindSchema = z.enum(['programme', 'instructor']);
