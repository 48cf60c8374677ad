// The contract's schemas as named OpenAPI components, so openapi.json has $refs instead of copies.
// Same shapes as the contract (which stays plain zod); nested parts are swapped for their named versions.
import { z } from 'zod';
import { orNull, problem } from '../../http/openapi';
import {
  courseSchema,
  currentTermsSchema,
  faqSchema,
  faqTopicSchema,
  healthSchema,
  instructorSchema,
  instructorSummarySchema,
  moneySchema,
  programmeSchema,
  programmeSummarySchema,
  organisationSchema,
  programmeSemesterSchema,
  programmeSemesterWithCoursesSchema,
  semesterSchema,
  siteContentSchema,
  termSchema,
  slugSchema,
  contentKeySchema,
} from '@/contract';

const MoneyDoc = moneySchema.meta({
  id: 'Money',
  description: 'An amount in PKR as integer paisa (1 PKR = 100 paisa).',
});
export const InstructorSummaryDoc = instructorSummarySchema.meta({ id: 'InstructorSummary' });
export const InstructorDoc = instructorSchema.meta({ id: 'Instructor' });
export const CourseDoc = courseSchema.meta({ id: 'Course' });
export const ProgrammeSummaryDoc = programmeSummarySchema
  .extend({ pricePerSemester: MoneyDoc })
  .meta({ id: 'ProgrammeSummary' });
const SemesterDoc = semesterSchema.meta({
  id: 'Semester',
  description: 'One stage of a programme (semester 1 “Foundations”, …): what is taught, not when.',
});
export const ProgrammeDoc = programmeSchema
  .extend({
    pricePerSemester: MoneyDoc,
    semesters: z.array(SemesterDoc),
    courses: z.array(CourseDoc),
    instructors: z.array(InstructorSummaryDoc),
  })
  .meta({ id: 'Programme' });
export const ProgrammeSemesterDoc = programmeSemesterSchema.meta({
  id: 'ProgrammeSemester',
  description: 'A semester of the named programme.',
});
export const ProgrammeSemesterWithCoursesDoc = programmeSemesterWithCoursesSchema
  .extend({ courses: z.array(CourseDoc) })
  .meta({ id: 'ProgrammeSemesterWithCourses' });
export const TermDoc = termSchema.meta({
  id: 'Term',
  description: 'A term of the academic calendar. Status is computed from today’s date in Asia/Karachi.',
});
export const CurrentTermsDoc = currentTermsSchema
  .extend({ current: orNull(TermDoc), next: orNull(TermDoc) })
  .meta({ id: 'CurrentTerms' });
export const OrganisationDoc = organisationSchema.meta({ id: 'Organisation' });
const FaqTopicDoc = faqTopicSchema.meta({ id: 'FaqTopic' });
export const FaqDoc = faqSchema.extend({ topic: FaqTopicDoc }).meta({ id: 'Faq' });
export const SiteContentDoc = siteContentSchema.meta({ id: 'SiteContent' });
export const HealthDoc = healthSchema.meta({ id: 'Health' });

/** A paged or complete list: `total` counts every match, not just this page. */
export const listDoc = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() }).meta({ id: name });

/** The support page's questions (the public list and the staff preview of it). */
export const FaqListDoc = listDoc(FaqDoc, 'FaqList');

export const slugParams = z.object({ slug: slugSchema.meta({ example: 'cyber-security' }) });
export const keyParams = z.object({ key: contentKeySchema.meta({ example: 'about' }) });

export const problems = {
  400: problem('A query or path parameter is malformed; `errors` names it.'),
  404: problem('Nothing has that slug or key.'),
};
