// Instructor reads: the directory and one profile with the courses they teach.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Instructor, Language } from '@/contract';
import type { Database } from '../../db/client';
import { instructors } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { findCourses } from './courses';
import { localise } from './localised';
import { toInstructorSummary } from './rows';

export async function listInstructors(db: Database, page: { limit: number; offset: number; locale: Language }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(instructors)
      .where(eq(instructors.published, true))
      .orderBy(asc(instructors.position), asc(instructors.slug))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(instructors).where(eq(instructors.published, true)),
  ]);
  return { items: rows.map((row) => toInstructorSummary(row, page.locale)), total: total?.value ?? 0 };
}

export async function getInstructor(db: Database, slug: string, locale: Language): Promise<Instructor> {
  const [row] = await db
    .select()
    .from(instructors)
    .where(and(eq(instructors.slug, slug), eq(instructors.published, true)));
  if (!row) throw notFound(`No instructor named "${slug}".`);
  const courses = await findCourses(db, { instructor: slug, publishedOnly: true }, undefined, locale);
  const summary = toInstructorSummary(row, locale);
  const bio = localise(locale, { bio: [row.bio, row.bioUr] });
  return {
    ...summary,
    ...bio.texts,
    hasPhoto: row.photoKey !== null,
    yearsExperience: row.yearsExperience,
    courses: courses.map(({ slug, code, title, programmeSlug, semesterNumber, untranslated }) => ({
      slug,
      code,
      title,
      programmeSlug,
      semesterNumber,
      untranslated: untranslated.filter((field) => field === 'title'),
    })),
    untranslated: [...summary.untranslated, ...bio.untranslated],
  };
}
