// Next-gen scholar intakes: each upcoming term of the academic calendar is one. Applications open 26 weeks
// before the term starts and close 6 weeks before; decisions are e-mailed 3 weeks after the close, so every
// applicant hears 3 weeks before the term starts, before any fee is due.
import type { ScholarshipIntake, Term } from '@/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { terms } from '../../db/schema';
import { academicDate, addDays } from '../catalogue/calendar';
import { listTerms } from '../catalogue/terms';

const APPLICATIONS_OPEN_DAYS_BEFORE = 26 * 7;
const APPLICATIONS_CLOSE_DAYS_BEFORE = 6 * 7;
const DECISIONS_DAYS_AFTER_CLOSE = 3 * 7;

function toIntake(term: Term, today: string): ScholarshipIntake {
  const applicationsOpenOn = addDays(term.startsOn, -APPLICATIONS_OPEN_DAYS_BEFORE);
  const applicationsCloseOn = addDays(term.startsOn, -APPLICATIONS_CLOSE_DAYS_BEFORE);
  const decisionsBy = addDays(applicationsCloseOn, DECISIONS_DAYS_AFTER_CLOSE);
  const status = today < applicationsOpenOn ? 'upcoming' : today <= applicationsCloseOn ? 'open' : 'closed';
  return {
    slug: term.slug,
    name: `${term.name} intake`,
    applicationsOpenOn,
    applicationsCloseOn,
    decisionsBy,
    startsOn: term.startsOn,
    status,
  };
}

/** Intakes of terms that have not started yet and were not cancelled, soonest first. */
export async function listIntakes(db: Database, now: Date): Promise<ScholarshipIntake[]> {
  const today = academicDate(now);
  const [{ items }, cancelled] = await Promise.all([
    listTerms(db, now, { status: 'upcoming' }),
    db.select({ slug: terms.slug }).from(terms).where(eq(terms.status, 'cancelled')),
  ]);
  // A cancelled intake takes no learner, so no scholar either.
  const gone = new Set(cancelled.map((row) => row.slug));
  return items.filter((term) => !gone.has(term.slug)).map((term) => toIntake(term, today));
}
