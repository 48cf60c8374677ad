// Catalogue reads for the public pages. React's cache() lets generateMetadata and the page share one call
// per request; the pages themselves are cached whole (ISR), so these run only when a page is (re)built.
import 'server-only';
import { cache } from 'react';
import {
  currentTermsSchema,
  instructorSchema,
  instructorSummarySchema,
  listOf,
  programmeSchema,
  programmeSemesterWithCoursesSchema,
  programmeSummarySchema,
  siteContentSchema,
  termSchema,
  courseSchema,
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

export const getCourses = cache((programme?: string) =>
  callPlatform('/courses', listOf(courseSchema), { query: { limit: 100, ...(programme ? { programme } : {}) } }),
);

export const getInstructors = cache(() =>
  callPlatform('/instructors', listOf(instructorSummarySchema), { query: { limit: 100 } }),
);

/** One instructor with the courses they teach, or null when there is no such instructor. */
export const getInstructor = cache((slug: string) =>
  orNotFound(callPlatform(`/instructors/${encodeURIComponent(slug)}`, instructorSchema)),
);

/** Programme semesters (course stages) with their courses: every programme's, or one programme's. */
export const getSemestersWithCourses = cache((programme?: string) =>
  callPlatform('/semesters', listOf(programmeSemesterWithCoursesSchema), {
    query: { include: 'courses', ...(programme ? { programme } : {}) },
  }),
);

/** The academic calendar's terms that have not started yet: the intakes a new learner can start in. */
export const getUpcomingTerms = cache(() => callPlatform('/terms', listOf(termSchema), { query: { status: 'upcoming' } }));

/** The term running today and the next one (the next intake). */
export const getCurrentTerms = cache(() => callPlatform('/terms/current', currentTermsSchema));

/** A block of site copy, or null when it has not been written. */
export const getSiteContent = cache((key: 'about' | 'home' | 'privacy' | 'terms') =>
  orNotFound(callPlatform(`/content/${key}`, siteContentSchema)),
);
