// Next-gen scholar intakes: each upcoming semester is one. Applications open 120 days before it starts
// and close 14 days before, so the dates always follow the platform's academic calendar.
import { asc } from 'drizzle-orm';
import type { ScholarshipIntake } from '@/contract';
import type { Database } from '../../db/client';
import { semesters } from '../../db/schema';
import { academicDate, addDays } from '../catalogue/calendar';

export const APPLICATIONS_OPEN_DAYS_BEFORE = 120;
export const APPLICATIONS_CLOSE_DAYS_BEFORE = 14;

type SemesterRow = typeof semesters.$inferSelect;

function toIntake(row: SemesterRow, today: string): ScholarshipIntake {
  const applicationsOpenOn = addDays(row.startsOn, -APPLICATIONS_OPEN_DAYS_BEFORE);
  const applicationsCloseOn = addDays(row.startsOn, -APPLICATIONS_CLOSE_DAYS_BEFORE);
  const status = today < applicationsOpenOn ? 'upcoming' : today <= applicationsCloseOn ? 'open' : 'closed';
  return { slug: row.slug, name: `Next-gen scholars: ${row.name}`, applicationsOpenOn, applicationsCloseOn, startsOn: row.startsOn, status };
}

/** Intakes of semesters that have not started yet, soonest first. */
export async function listIntakes(db: Database, now: Date): Promise<ScholarshipIntake[]> {
  const today = academicDate(now);
  const rows = await db.select().from(semesters).orderBy(asc(semesters.startsOn));
  return rows.filter((row) => row.startsOn > today).map((row) => toIntake(row, today));
}
