// Programme reads: the catalogue list and one programme with its courses and instructors.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Language, Programme } from '@/contract';
import type { Database } from '../../db/client';
import { instructors, programmes } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { findCourses } from './courses';
import { localise } from './localised';
import { toInstructorSummary, toProgrammeSummary } from './rows';
import { programmeSemestersOf } from './semesters';

/** Featured programmes first, then the catalogue's own order; unpublished ones are the editor's alone. */
export async function listProgrammes(
  db: Database,
  query: { limit: number; offset: number; featured?: boolean; locale: Language },
) {
  const where = and(
    eq(programmes.published, true),
    query.featured === undefined ? undefined : eq(programmes.featured, query.featured),
  );
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
  return { items: rows.map((row) => toProgrammeSummary(row, query.locale)), total: total?.value ?? 0 };
}

export async function getProgramme(db: Database, slug: string, locale: Language): Promise<Programme> {
  const [row] = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.slug, slug), eq(programmes.published, true)));
  if (!row) throw notFound(`No programme named "${slug}".`);
  const [courses, semesters] = await Promise.all([
    findCourses(db, { programme: slug }, undefined, locale),
    programmeSemestersOf(db, slug, locale),
  ]);
  const teaching = [...new Set(courses.map((course) => course.instructor.slug))];
  const teachers = teaching.length
    ? await db
        .select()
        .from(instructors)
        .where(and(inArray(instructors.slug, teaching), eq(instructors.published, true)))
        .orderBy(asc(instructors.position))
    : [];
  const summary = toProgrammeSummary(row, locale);
  const details = localise(locale, {
    description: [row.description, row.descriptionUr],
    outcomes: [row.outcomes, row.outcomesUr],
  });
  return {
    ...summary,
    ...details.texts,
    semesters,
    courses,
    instructors: teachers.map((teacher) => toInstructorSummary(teacher, locale)),
    untranslated: [...summary.untranslated, ...details.untranslated],
  };
}
