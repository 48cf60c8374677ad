// Intakes: the calendar terms a learner can still start in (those that have not begun), soonest first.
import { asc, gt } from 'drizzle-orm';
import type { Intake } from '@/contract';
import type { Database } from '../../db/client';
import { terms } from '../../db/schema';
import { academicDate } from '../catalogue/calendar';

type TermRow = Pick<typeof terms.$inferSelect, 'slug' | 'name' | 'startsOn' | 'endsOn'>;

export const toIntake = (row: TermRow): Intake => ({
  slug: row.slug,
  name: row.name,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

export async function openIntakes(db: Database, now: Date): Promise<Intake[]> {
  const rows = await db
    .select()
    .from(terms)
    .where(gt(terms.startsOn, academicDate(now)))
    .orderBy(asc(terms.startsOn));
  return rows.map(toIntake);
}

/** The first instant of a term's start day in Pakistan time (UTC+5): an order for it closes then. */
export const intakeStartInstant = (startsOn: string) => new Date(`${startsOn}T00:00:00+05:00`);
