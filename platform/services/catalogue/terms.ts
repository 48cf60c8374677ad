// The academic calendar: terms with a status worked out from the injected clock at read time.
import { asc } from 'drizzle-orm';
import type { CurrentTerms, Language, Term, TermStatus } from '@/contract';
import type { Database } from '../../db/client';
import { terms } from '../../db/schema';
import { academicDate } from './calendar';
import { toTerm } from './rows';

/** Every term in calendar order, optionally only those with one status (today in Asia/Karachi). */
export async function listTerms(
  db: Database,
  now: Date,
  query: { status?: TermStatus; locale?: Language } = {},
): Promise<{ items: Term[]; total: number }> {
  const today = academicDate(now);
  const rows = await db.select().from(terms).orderBy(asc(terms.startsOn), asc(terms.slug));
  const items = rows
    .map((row) => toTerm(row, today, query.locale))
    .filter((term) => query.status === undefined || term.status === query.status);
  return { items, total: items.length };
}

/** The term running today (null between terms) and the first one starting after today. */
export async function currentTerms(db: Database, now: Date, locale: Language): Promise<CurrentTerms> {
  const { items } = await listTerms(db, now, { locale });
  return {
    current: items.find((term) => term.status === 'current') ?? null,
    next: items.find((term) => term.status === 'upcoming') ?? null,
  };
}
