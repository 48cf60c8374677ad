// Later semesters: a scholarship covering one semester of a learner's programme, recorded by staff with who and when.
import { z } from 'zod';
import { emailSchema } from './auth';
import { slugSchema } from './catalogue';

export const semesterScholarshipRequestSchema = z.object({
  email: emailSchema,
  programme: slugSchema,
  semester: z.coerce.number('Enter the semester as a number.').int('Enter the semester as a whole number.').min(2, 'Semester 1 is paid at enrolment: choose semester 2 or later.').max(20, 'Enter a semester of the programme.'),
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
