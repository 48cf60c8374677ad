// All demo courses, flattened with their programme, a slug from the title and a position per programme.
import type { courses } from '../../schema';
import { dataCourses, cloudCourses } from './data-and-cloud';
import { securityCourses, marketingCourses, designCourses } from './security-marketing-design';
import { webCourses, mobileCourses } from './web-and-mobile';

type CourseRow = typeof courses.$inferInsert;

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const groups = [webCourses, dataCourses, mobileCourses, cloudCourses, securityCourses, marketingCourses, designCourses];

export const demoCourses: CourseRow[] = groups.flatMap((group) =>
  group.courses.map((course, index) => ({
    slug: slugify(course.title),
    code: course.code,
    title: course.title,
    summary: course.summary,
    titleUr: course.titleUr,
    summaryUr: course.summaryUr,
    credits: course.credits,
    programmeSlug: group.programmeSlug,
    semesterNumber: course.semester,
    instructorSlug: course.instructor,
    position: index + 1,
  })),
);
