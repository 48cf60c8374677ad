// Database rows shaped into the contract's types; the only place that knows both.
import type { InstructorSummary, ProgrammeSummary, Semester } from '@/contract';
import type { instructors, programmes, semesters } from '../../db/schema';

type ProgrammeRow = typeof programmes.$inferSelect;
type InstructorRow = typeof instructors.$inferSelect;
type SemesterRow = typeof semesters.$inferSelect;

export const toProgrammeSummary = (row: ProgrammeRow): ProgrammeSummary => ({
  slug: row.slug,
  title: row.title,
  tagline: row.tagline,
  level: row.level,
  mode: row.mode,
  durationWeeks: row.durationWeeks,
  semesterCount: row.semesterCount,
  pricePerSemester: { amountPaisa: row.pricePerSemesterPaisa, currency: 'PKR' },
  featured: row.featured,
});

export const toInstructorSummary = (row: InstructorRow): InstructorSummary => ({
  slug: row.slug,
  name: row.name,
  title: row.title,
  headline: row.headline,
  expertise: row.expertise,
  city: row.city,
});

/** Status depends on the day it is read, so it is computed here and never stored. */
export function semesterStatus(row: Pick<SemesterRow, 'startsOn' | 'endsOn'>, today: string): Semester['status'] {
  if (row.endsOn < today) return 'past';
  if (row.startsOn > today) return 'upcoming';
  return 'current';
}

export const toSemester = (row: SemesterRow, today: string): Semester => ({
  slug: row.slug,
  number: row.number,
  name: row.name,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  status: semesterStatus(row, today),
});
