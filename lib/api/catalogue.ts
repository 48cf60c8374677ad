// Catalogue reads for the public pages. React's cache() lets generateMetadata and the page share one call
// per request; the pages themselves are cached whole (ISR), so these run only when a page is (re)built.
import 'server-only';
import { cache } from 'react';
import {
  currentSemestersSchema,
  instructorSchema,
  instructorSummarySchema,
  listOf,
  programmeSchema,
  programmeSummarySchema,
  semesterSchema,
  semesterWithCoursesSchema,
  siteContentSchema,
} from '@/contract';
import { callPlatform, orNotFound } from './client';

/** The programme catalogue; `featured` narrows it to the programmes shown on the home page. */
export const getProgrammes = cache((featured?: boolean) =>
  callPlatform('/programmes', listOf(programmeSummarySchema), {
    query: { limit: 100, ...(featured === undefined ? {} : { featured: String(featured) }) },
  }),
);

/** One programme with its courses and instructors, or null when there is no such programme. */
export const getProgramme = cache((slug: string) =>
  orNotFound(callPlatform(`/programmes/${encodeURIComponent(slug)}`, programmeSchema)),
);

export const getInstructors = cache(() =>
  callPlatform('/instructors', listOf(instructorSummarySchema), { query: { limit: 100 } }),
);

/** One instructor with the courses they teach, or null when there is no such instructor. */
export const getInstructor = cache((slug: string) =>
  orNotFound(callPlatform(`/instructors/${encodeURIComponent(slug)}`, instructorSchema)),
);

/** Every semester in order, with dates and status. */
export const getSemesters = cache(() => callPlatform('/semesters', listOf(semesterSchema)));

/** Every semester in order, each with its courses. */
export const getSemestersWithCourses = cache(() =>
  callPlatform('/semesters', listOf(semesterWithCoursesSchema), { query: { include: 'courses' } }),
);

export const getCurrentSemesters = cache(() => callPlatform('/semesters/current', currentSemestersSchema));

/** A block of site copy ('about', 'home'), or null when it has not been written. */
export const getSiteContent = cache((key: 'about' | 'home') =>
  orNotFound(callPlatform(`/content/${key}`, siteContentSchema)),
);
