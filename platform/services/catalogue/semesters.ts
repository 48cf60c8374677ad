// Semester reads; each semester's status is worked out from the injected clock at read time.
import { asc } from 'drizzle-orm';
import type { CurrentSemesters, Semester, SemesterWithCourses } from '@/contract';
import type { Database } from '../../db/client';
import { semesters } from '../../db/schema';
import { academicDate } from './calendar';
import { findCourses } from './courses';
import { toSemester } from './rows';

async function readSemesters(db: Database, now: Date): Promise<Semester[]> {
  const today = academicDate(now);
  const rows = await db.select().from(semesters).orderBy(asc(semesters.startsOn), asc(semesters.number));
  return rows.map((row) => toSemester(row, today));
}

export async function listSemesters(db: Database, now: Date): Promise<{ items: Semester[]; total: number }> {
  const items = await readSemesters(db, now);
  return { items, total: items.length };
}

export async function listSemestersWithCourses(db: Database, now: Date): Promise<{ items: SemesterWithCourses[]; total: number }> {
  const [items, courses] = await Promise.all([readSemesters(db, now), findCourses(db)]);
  return {
    items: items.map((semester) => ({ ...semester, courses: courses.filter((c) => c.semesterNumber === semester.number) })),
    total: items.length,
  };
}

/** The semester running today (null between terms) and the first one starting after today. */
export async function currentSemesters(db: Database, now: Date): Promise<CurrentSemesters> {
  const items = await readSemesters(db, now);
  return {
    current: items.find((s) => s.status === 'current') ?? null,
    next: items.find((s) => s.status === 'upcoming') ?? null,
  };
}
