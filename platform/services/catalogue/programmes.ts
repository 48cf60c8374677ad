// Programme reads: the catalogue list and one programme with its courses and instructors.
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Programme } from '@/contract';
import type { Database } from '../../db/client';
import { instructors, programmes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findCourses } from './courses';
import { toInstructorSummary, toProgrammeSummary } from './rows';
import { programmeSemestersOf } from './semesters';

/** Featured programmes first, then the catalogue's own order. */
export async function listProgrammes(db: Database, query: { limit: number; offset: number; featured?: boolean }) {
  const where = query.featured === undefined ? undefined : eq(programmes.featured, query.featured);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(programmes)
      .where(where)
      .orderBy(desc(programmes.featured), asc(programmes.position), asc(programmes.slug))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(programmes).where(where),
  ]);
  return { items: rows.map(toProgrammeSummary), total: total?.value ?? 0 };
}

export async function getProgramme(db: Database, slug: string): Promise<Programme> {
  const [row] = await db.select().from(programmes).where(eq(programmes.slug, slug));
  if (!row) throw notFound(`No programme named "${slug}".`);
  const [courses, semesters] = await Promise.all([
    findCourses(db, { programme: slug }),
    programmeSemestersOf(db, slug),
  ]);
  const teaching = [...new Set(courses.map((course) => course.instructor.slug))];
  const teachers = teaching.length
    ? await db.select().from(instructors).where(inArray(instructors.slug, teaching)).orderBy(asc(instructors.position))
    : [];
  return {
    ...toProgrammeSummary(row),
    description: row.description,
    outcomes: row.outcomes,
    semesters,
    courses,
    instructors: teachers.map(toInstructorSummary),
  };
}
