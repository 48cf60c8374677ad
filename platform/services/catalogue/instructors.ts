// Instructor reads: the directory and one profile with the courses they teach.
import { asc, count, eq } from 'drizzle-orm';
import type { Instructor } from '@/contract';
import type { Database } from '../../db/client';
import { instructors } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findCourses } from './courses';
import { toInstructorSummary } from './rows';

export async function listInstructors(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(instructors)
      .orderBy(asc(instructors.position), asc(instructors.slug))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(instructors),
  ]);
  return { items: rows.map(toInstructorSummary), total: total?.value ?? 0 };
}

export async function getInstructor(db: Database, slug: string): Promise<Instructor> {
  const [row] = await db.select().from(instructors).where(eq(instructors.slug, slug));
  if (!row) throw notFound(`No instructor named "${slug}".`);
  const courses = await findCourses(db, { instructor: slug });
  return {
    ...toInstructorSummary(row),
    bio: row.bio,
    yearsExperience: row.yearsExperience,
    courses: courses.map(({ slug, code, title, programmeSlug, semesterNumber }) => ({
      slug,
      code,
      title,
      programmeSlug,
      semesterNumber,
    })),
  };
}
