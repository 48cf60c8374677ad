// Programme semesters: each programme's stages in order, optionally with the courses taught in them.
import { asc, eq } from 'drizzle-orm';
import type { ProgrammeSemester, ProgrammeSemesterWithCourses, Semester } from '@/contract';
import type { Database } from '../../db/client';
import { programmeSemesters, programmes } from '../../db/schema';
import { findCourses } from './courses';

/** Semester 1 of every programme first (programmes in catalogue order), then semester 2, … */
export async function listSemesters(db: Database, query: { programme?: string } = {}): Promise<ProgrammeSemester[]> {
  return db
    .select({
      programmeSlug: programmeSemesters.programmeSlug,
      number: programmeSemesters.number,
      name: programmeSemesters.name,
    })
    .from(programmeSemesters)
    .innerJoin(programmes, eq(programmes.slug, programmeSemesters.programmeSlug))
    .where(query.programme === undefined ? undefined : eq(programmeSemesters.programmeSlug, query.programme))
    .orderBy(asc(programmeSemesters.number), asc(programmes.position), asc(programmes.slug));
}

export async function listSemestersWithCourses(
  db: Database,
  query: { programme?: string } = {},
): Promise<ProgrammeSemesterWithCourses[]> {
  const [semesters, courses] = await Promise.all([
    listSemesters(db, query),
    findCourses(db, { programme: query.programme }),
  ]);
  return semesters.map((semester) => ({
    ...semester,
    courses: courses.filter(
      (course) => course.programmeSlug === semester.programmeSlug && course.semesterNumber === semester.number,
    ),
  }));
}

/** One programme's semesters in order (number and name). */
export async function programmeSemestersOf(db: Database, programmeSlug: string): Promise<Semester[]> {
  return db
    .select({ number: programmeSemesters.number, name: programmeSemesters.name })
    .from(programmeSemesters)
    .where(eq(programmeSemesters.programmeSlug, programmeSlug))
    .orderBy(asc(programmeSemesters.number));
}
