// Programme semesters: each programme's stages in order, optionally with the courses taught in them.
import { and, asc, eq } from 'drizzle-orm';
import type { Language, ProgrammeSemester, ProgrammeSemesterWithCourses, Semester } from '@/contract';
import type { Database } from '../../db/client';
import { programmeSemesters, programmes } from '../../db/schema';
import { findCourses } from './courses';
import { localise } from './localised';

const semesterName = (row: { name: string; nameUr: string | null }, locale: Language) => {
  const { texts, untranslated } = localise(locale, { name: [row.name, row.nameUr] });
  return { name: texts.name, untranslated };
};

/** Semester 1 of every programme first (programmes in catalogue order), then semester 2, … */
export async function listSemesters(
  db: Database,
  query: { programme?: string; locale: Language },
): Promise<ProgrammeSemester[]> {
  const rows = await db
    .select({
      programmeSlug: programmeSemesters.programmeSlug,
      number: programmeSemesters.number,
      name: programmeSemesters.name,
      nameUr: programmeSemesters.nameUr,
    })
    .from(programmeSemesters)
    .innerJoin(programmes, eq(programmes.slug, programmeSemesters.programmeSlug))
    .where(
      and(
        eq(programmes.published, true),
        query.programme === undefined ? undefined : eq(programmeSemesters.programmeSlug, query.programme),
      ),
    )
    .orderBy(asc(programmeSemesters.number), asc(programmes.position), asc(programmes.slug));
  return rows.map((row) => ({
    programmeSlug: row.programmeSlug,
    number: row.number,
    ...semesterName(row, query.locale),
  }));
}

export async function listSemestersWithCourses(
  db: Database,
  query: { programme?: string; locale: Language },
): Promise<ProgrammeSemesterWithCourses[]> {
  const [semesters, courses] = await Promise.all([
    listSemesters(db, query),
    findCourses(db, { programme: query.programme, publishedOnly: true }, undefined, query.locale),
  ]);
  return semesters.map((semester) => ({
    ...semester,
    courses: courses.filter(
      (course) => course.programmeSlug === semester.programmeSlug && course.semesterNumber === semester.number,
    ),
  }));
}

/** One programme's semesters in order (number and name). */
export async function programmeSemestersOf(db: Database, programmeSlug: string, locale: Language): Promise<Semester[]> {
  const rows = await db
    .select({ number: programmeSemesters.number, name: programmeSemesters.name, nameUr: programmeSemesters.nameUr })
    .from(programmeSemesters)
    .where(eq(programmeSemesters.programmeSlug, programmeSlug))
    .orderBy(asc(programmeSemesters.number));
  return rows.map((row) => ({ number: row.number, ...semesterName(row, locale) }));
}
