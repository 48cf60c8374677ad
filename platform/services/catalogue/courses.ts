// Course reads: always joined with their instructor, ordered as the learning path shows them.
// Every ordering ends in a unique column so limit/offset pages never skip or repeat a row.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Course, Language } from '@/contract';
import type { Database } from '../../db/client';
import { courses, instructors, programmes } from '../../db/schema';
import { localise } from './localised';

interface CourseFilter {
  programme?: string;
  /** Several programmes at once (a learner's enrolments). */
  programmes?: string[];
  semester?: number;
  instructor?: string;
  /** Public reads: only the courses of published programmes (an enrolled learner keeps seeing theirs). */
  publishedOnly?: boolean;
}

export const courseColumns = {
  slug: courses.slug,
  code: courses.code,
  title: courses.title,
  summary: courses.summary,
  titleUr: courses.titleUr,
  summaryUr: courses.summaryUr,
  credits: courses.credits,
  programmeSlug: courses.programmeSlug,
  semesterNumber: courses.semesterNumber,
  instructorSlug: instructors.slug,
  instructorName: instructors.name,
};

type ColumnValue<C extends { _: { data: unknown; notNull: boolean } }> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null;

export type CourseRow = { [K in keyof typeof courseColumns]: ColumnValue<(typeof courseColumns)[K]> };

function whereOf(filter: CourseFilter): SQL | undefined {
  return and(
    filter.programme === undefined ? undefined : eq(courses.programmeSlug, filter.programme),
    filter.programmes === undefined ? undefined : inArray(courses.programmeSlug, filter.programmes),
    filter.semester === undefined ? undefined : eq(courses.semesterNumber, filter.semester),
    filter.instructor === undefined ? undefined : eq(courses.instructorSlug, filter.instructor),
    filter.publishedOnly ? sql`${courses.programmeSlug} in (select slug from programmes where published)` : undefined,
  );
}

/** One row of courseColumns (the dashboard's statement builds the same keys) as the contract's course. */
export function toCourse(
  { instructorSlug, instructorName, title, titleUr, summary, summaryUr, ...course }: CourseRow,
  locale: Language = 'en',
): Course {
  const { texts, untranslated } = localise(locale, { title: [title, titleUr], summary: [summary, summaryUr] });
  return { ...course, ...texts, instructor: { slug: instructorSlug, name: instructorName }, untranslated };
}

/** Courses by semester, then programme order, then their place in the programme. */
export async function findCourses(
  db: Database,
  filter: CourseFilter = {},
  page?: { limit: number; offset: number },
  locale: Language = 'en',
): Promise<Course[]> {
  const query = db
    .select(courseColumns)
    .from(courses)
    .innerJoin(instructors, eq(instructors.slug, courses.instructorSlug))
    .innerJoin(programmes, eq(programmes.slug, courses.programmeSlug))
    .where(whereOf(filter))
    .orderBy(asc(courses.semesterNumber), asc(programmes.position), asc(courses.position), asc(courses.slug));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => toCourse(row, locale));
}

export async function listCourses(
  db: Database,
  query: CourseFilter & { limit: number; offset: number; locale: Language },
) {
  const filter = { programme: query.programme, semester: query.semester, publishedOnly: true };
  const [items, [total]] = await Promise.all([
    findCourses(db, filter, query, query.locale),
    db.select({ value: count() }).from(courses).where(whereOf(filter)),
  ]);
  return { items, total: total?.value ?? 0 };
}
