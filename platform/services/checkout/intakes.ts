// Intakes: the calendar terms a learner can still start in (not begun, open, with a seat free), soonest first.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Intake } from '@/contract';
import type { Database } from '../../db/client';
import { terms } from '../../db/schema';
import { academicDate } from '../catalogue/calendar';
import { refusalOf, seatsTaken } from './seats';

type TermRow = Pick<typeof terms.$inferSelect, 'slug' | 'name' | 'startsOn' | 'endsOn'>;

export const toIntake = (row: TermRow): Intake => ({
  slug: row.slug,
  name: row.name,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

/** Intakes taking orders today: not started, open, enrolment not closed and a seat free. */
export async function openIntakes(db: Database, now: Date): Promise<Intake[]> {
  const rows = await db
    .select()
    .from(terms)
    .where(and(gt(terms.startsOn, academicDate(now)), eq(terms.status, 'open')))
    .orderBy(asc(terms.startsOn));
  const taken = await seatsTaken(
    db,
    rows.filter((row) => row.seats !== null).map((row) => row.slug),
    now,
  );
  return rows.filter((row) => refusalOf(row, taken.get(row.slug) ?? 0, now) === null).map(toIntake);
}

/** The first instant of a term's start day in Pakistan time (UTC+5): an order for it closes then. */
export const intakeStartInstant = (startsOn: string) => new Date(`${startsOn}T00:00:00+05:00`);
