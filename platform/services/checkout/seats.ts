// An intake's seats. A seat is held by a semester-1 order that is paid, or unpaid and not yet expired (an order can be
// paid until it expires, so counting paid orders alone would let two learners pay for the last seat). A full intake
// takes no new order and opens again by itself when a hold expires or seats are added. Seats count across programmes:
// an intake is a term of the one calendar.
import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, terms } from '../../db/schema';
import { unprocessable } from '../../domain-errors';
import { academicDate, addDays } from '../catalogue/calendar';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type TermRow = typeof terms.$inferSelect;

const holdsSeat = (now: Date) =>
  and(
    eq(orders.programmeSemester, 1),
    or(eq(orders.status, 'paid'), and(eq(orders.status, 'pending_payment'), gt(orders.expiresAt, now))),
  );

/** Seats held per intake slug (absent: none). */
export async function seatsTaken(
  db: Pick<Database, 'select'>,
  intakeSlugs: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (intakeSlugs.length === 0) return new Map();
  const rows = await db
    .select({ intake: orders.intakeSlug, taken: count() })
    .from(orders)
    .where(and(inArray(orders.intakeSlug, intakeSlugs), holdsSeat(now)))
    .groupBy(orders.intakeSlug);
  return new Map(rows.map((row) => [row.intake, row.taken]));
}

/** The last day an order can be started for the intake. */
export const enrolmentClosesOn = (term: Pick<TermRow, 'startsOn' | 'enrolmentClosesOn'>) =>
  term.enrolmentClosesOn ?? addDays(term.startsOn, -1);

/** Why the intake takes no new order today, or null when it does. */
export function refusalOf(term: TermRow, taken: number, now: Date): 'closed' | 'full' | 'cancelled' | null {
  if (term.status !== 'open') return term.status;
  if (academicDate(now) > enrolmentClosesOn(term)) return 'closed';
  return term.seats !== null && taken >= term.seats ? 'full' : null;
}

const REFUSALS = {
  closed: 'Enrolment for that intake has closed. Choose one of the intakes shown.',
  cancelled: 'That intake was cancelled. Choose one of the intakes shown.',
  full: 'That intake is full. Choose one of the intakes shown.',
} as const;

/**
 * Checked inside the transaction that inserts a semester-1 order, holding the intake's row lock: two learners racing
 * for the last seat are served one after the other, and the second is refused at `intake`.
 */
export async function assertSeatFree(tx: Transaction, intakeSlug: string, now: Date): Promise<void> {
  const [term] = await tx.select().from(terms).where(eq(terms.slug, intakeSlug)).for('update');
  if (!term) throw unprocessable('Invalid body field: intake', { intake: [REFUSALS.closed] });
  const taken = (await seatsTaken(tx, [intakeSlug], now)).get(intakeSlug) ?? 0;
  const refusal = refusalOf(term, taken, now);
  if (refusal) throw unprocessable('Invalid body field: intake', { intake: [REFUSALS[refusal]] });
}
