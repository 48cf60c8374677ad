// Where each semester's fee stands. Semester 1 is paid (its payment made the enrolment); a later one is paid by its own
// order or covered by a scholarship, and is due until its term starts: after that, unpaid, it has lapsed.
import { and, eq } from 'drizzle-orm';
import { halfRefundUntil, type SemesterStanding } from '@/contract';
import type { Database } from '../../db/client';
import { orders, semesterScholarships, withdrawals } from '../../db/schema';
import { addDays } from '../catalogue/calendar';

/** A later semester paid or covered: by a paid order, or by a scholarship decided at `at`. */
export interface SemesterCover {
  programme: string;
  semester: number;
  kind: 'paid' | 'scholarship' | 'withdrawn';
  at: Date | null;
  /** A withdrawal's refund and whether it was sent. */
  refund?: { amountPaisa: number; status: 'requested' | 'refunded' };
}

/** What withdrawing from a paid semester gives back on `today`: all before its term, half in its first 14 days. */
export function refundOn(feePaisa: number, startsOn: string, today: string): number | null {
  if (today < startsOn) return feePaisa;
  return today <= halfRefundUntil(startsOn) ? Math.round(feePaisa / 2) : null;
}

type TermState = { startsOn: string; status: 'past' | 'current' | 'upcoming' } | null;

/** The last day to pay for a semester: the day before its term starts. */
const dueOnFor = (startsOn: string) => addDays(startsOn, -1);

/** Each semester's standing in order: `payable` only for a due semester whose predecessor is paid or covered. */
export function semesterStandings(
  programme: string,
  feePaisa: number,
  plan: Array<{ number: number; term: TermState }>,
  covers: SemesterCover[],
  today: string,
): SemesterStanding[] {
  const fee = { amountPaisa: feePaisa, currency: 'PKR' as const };
  const none = { coveredAt: null, withdrawable: null, withdrawal: null };
  let previousSettled = true;
  // A withdrawal ends the programme from its semester on.
  const withdrawn = covers.find((c) => c.programme === programme && c.kind === 'withdrawn');
  const withdrawnFrom = withdrawn?.semester ?? Infinity;
  return plan.map(({ number, term }) => {
    if (number >= withdrawnFrom)
      return {
        ...none,
        status: 'withdrawn',
        fee,
        dueOn: term ? dueOnFor(term.startsOn) : null,
        payable: false,
        withdrawal:
          number === withdrawnFrom && withdrawn?.refund
            ? { refund: { ...fee, amountPaisa: withdrawn.refund.amountPaisa }, status: withdrawn.refund.status }
            : null,
      };
    const cover =
      number === 1
        ? { kind: 'paid' as const, at: null }
        : covers.find((c) => c.programme === programme && c.semester === number && c.kind !== 'withdrawn');
    const settledBefore = previousSettled;
    previousSettled = cover !== undefined;
    const dueOn = term ? dueOnFor(term.startsOn) : null;
    if (cover && cover.kind !== 'withdrawn') {
      // Only a paid semester gives money back; a scholarship's is stopped by simply not continuing.
      const refund = cover.kind === 'paid' && term ? refundOn(feePaisa, term.startsOn, today) : null;
      return {
        ...none,
        status: cover.kind,
        fee,
        dueOn,
        payable: false,
        coveredAt: cover.kind === 'scholarship' && cover.at ? cover.at.toISOString() : null,
        withdrawable:
          refund === null || !term
            ? null
            : { refund: { ...fee, amountPaisa: refund }, halfRefundUntil: halfRefundUntil(term.startsOn) },
      };
    }
    if (!term) return { ...none, status: 'unscheduled', fee, dueOn, payable: false };
    if (term.status !== 'upcoming') return { ...none, status: 'lapsed', fee, dueOn, payable: false };
    return { ...none, status: 'due', fee, dueOn, payable: settledBefore };
  });
}

/** Paid orders for later semesters, from order rows already read (the dashboard's statement reads them). */
export const paidCovers = (
  rows: Array<Pick<typeof orders.$inferSelect, 'programmeSlug' | 'programmeSemester' | 'status' | 'paidAt'>>,
): SemesterCover[] =>
  rows
    .filter((o) => o.status === 'paid' && o.programmeSemester > 1)
    .map((o) => ({ programme: o.programmeSlug, semester: o.programmeSemester, kind: 'paid', at: o.paidAt }));

export const scholarshipCovers = (
  rows: Array<Pick<typeof semesterScholarships.$inferSelect, 'programmeSlug' | 'programmeSemester' | 'decidedAt'>>,
): SemesterCover[] =>
  rows.map((s) => ({
    programme: s.programmeSlug,
    semester: s.programmeSemester,
    kind: 'scholarship',
    at: s.decidedAt,
  }));

export const withdrawalCovers = (
  rows: Array<
    Pick<
      typeof withdrawals.$inferSelect,
      'programmeSlug' | 'programmeSemester' | 'requestedAt' | 'refundPaisa' | 'status'
    >
  >,
): SemesterCover[] =>
  rows.map((w) => ({
    programme: w.programmeSlug,
    semester: w.programmeSemester,
    kind: 'withdrawn',
    at: w.requestedAt,
    refund: { amountPaisa: w.refundPaisa, status: w.status },
  }));

/** Every later semester the learner has paid or holds a scholarship for, and where they withdrew. */
export async function coversOf(db: Database, accountId: string, programme?: string): Promise<SemesterCover[]> {
  const [paid, scholarships, withdrawn] = await Promise.all([
    db
      .select({
        programmeSlug: orders.programmeSlug,
        programmeSemester: orders.programmeSemester,
        status: orders.status,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(
        and(
          eq(orders.accountId, accountId),
          eq(orders.status, 'paid'),
          programme ? eq(orders.programmeSlug, programme) : undefined,
        ),
      ),
    db
      .select()
      .from(semesterScholarships)
      .where(
        and(
          eq(semesterScholarships.accountId, accountId),
          programme ? eq(semesterScholarships.programmeSlug, programme) : undefined,
        ),
      ),
    db
      .select()
      .from(withdrawals)
      .where(
        and(eq(withdrawals.accountId, accountId), programme ? eq(withdrawals.programmeSlug, programme) : undefined),
      ),
  ]);
  return [...paidCovers(paid), ...scholarshipCovers(scholarships), ...withdrawalCovers(withdrawn)];
}
