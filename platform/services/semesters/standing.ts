// Where each semester's fee stands. Semester 1 is paid (its payment made the enrolment); a later one is paid by its own
// order or covered by a scholarship, and is due until its term starts: after that, unpaid, it has lapsed. A paid
// semester's fee is what was paid for it; a refund is computed from that, never from today's catalogue.
import { and, eq } from 'drizzle-orm';
import { halfRefundUntil, type SemesterStanding } from '@/contract';
import type { Database } from '../../db/client';
import { orders, semesterScholarships, withdrawals } from '../../db/schema';
import { addDays } from '../catalogue/calendar';

/** A semester paid (with what was paid) or covered by a scholarship decided at `at`, or a refund a withdrawal owes. */
export interface SemesterCover {
  programme: string;
  semester: number;
  kind: 'paid' | 'scholarship' | 'withdrawn';
  at: Date | null;
  /** A paid semester: what the learner paid for it (the paid order's total), whatever the catalogue asks today. */
  paidPaisa?: number;
  /** A withdrawal's refund for this semester, whether it was sent, and when (`at` is when it was asked for). */
  refund?: { amountPaisa: number; status: 'requested' | 'refunded'; settledAt: Date | null };
}

/** What withdrawing from a paid semester gives back on `today`: all before its term, half in its first 14 days. */
export function refundOn(paidPaisa: number, startsOn: string | null, today: string): number | null {
  if (startsOn === null || today < startsOn) return paidPaisa;
  return today <= halfRefundUntil(startsOn) ? Math.round(paidPaisa / 2) : null;
}

/**
 * What withdrawing from semester `from` owes back, per semester, from what was paid: `from` as the Terms say today, and
 * every later semester paid for whole (its term starts after `from`'s, so it has not started). Semesters with no
 * payment, or nothing left to give back, are left out; the caller leaves out those already owed.
 */
export function refundsOnWithdrawal(
  from: number,
  semesters: Array<{ number: number; startsOn: string | null; paidPaisa: number | null }>,
  today: string,
): Array<{ number: number; refundPaisa: number }> {
  return semesters.flatMap(({ number, startsOn, paidPaisa }) => {
    if (number < from || paidPaisa === null) return [];
    const refundPaisa = refundOn(paidPaisa, startsOn, today);
    return refundPaisa ? [{ number, refundPaisa }] : [];
  });
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
  const money = (amountPaisa: number) => ({ amountPaisa, currency: 'PKR' as const });
  const none = { coveredAt: null, withdrawable: null, withdrawal: null };
  const own = covers.filter((c) => c.programme === programme);
  // A withdrawal ends the programme from its semester on: the lowest semester a withdrawal owes a refund for.
  const refunds = own.filter((c) => c.kind === 'withdrawn');
  const withdrawnFrom = Math.min(Infinity, ...refunds.map((c) => c.semester));
  const paidFor = (number: number) =>
    own.find((c) => c.kind === 'paid' && c.semester === number)?.paidPaisa ??
    // Semester 1 is paid by the order that enrolled (demo enrolments may have none to read): the catalogue's fee.
    (number === 1 ? feePaisa : null);
  const paidPlan = plan
    .filter((s) => s.number < withdrawnFrom)
    .map((s) => ({ number: s.number, startsOn: s.term?.startsOn ?? null, paidPaisa: paidFor(s.number) }));
  let previousSettled = true;
  return plan.map(({ number, term }) => {
    const dueOn = term ? dueOnFor(term.startsOn) : null;
    const paid = paidFor(number);
    const fee = money(paid ?? feePaisa);
    if (number >= withdrawnFrom) {
      const cover = refunds.find((c) => c.semester === number);
      const refund = cover?.refund;
      return {
        ...none,
        status: 'withdrawn',
        fee,
        dueOn,
        payable: false,
        withdrawal: refund
          ? {
              refund: money(refund.amountPaisa),
              status: refund.status,
              requestedAt: (cover.at ?? new Date(0)).toISOString(),
              settledAt: refund.settledAt ? refund.settledAt.toISOString() : null,
            }
          : null,
      };
    }
    const scholarship = own.find((c) => c.kind === 'scholarship' && c.semester === number);
    const settledBefore = previousSettled;
    previousSettled = paid !== null || scholarship !== undefined;
    if (paid !== null) {
      // Only a paid semester gives money back, with every later paid one; a scholarship's is stopped by not continuing.
      const [first, ...later] = refundsOnWithdrawal(number, paidPlan, today);
      return {
        ...none,
        status: 'paid',
        fee,
        dueOn,
        payable: false,
        withdrawable:
          first?.number !== number || !term
            ? null
            : {
                refund: money(first.refundPaisa),
                halfRefundUntil: halfRefundUntil(term.startsOn),
                later: later.map((l) => ({ number: l.number, refund: money(l.refundPaisa) })),
                total: money([first, ...later].reduce((sum, r) => sum + r.refundPaisa, 0)),
              },
      };
    }
    if (scholarship)
      return {
        ...none,
        status: 'scholarship',
        fee,
        dueOn,
        payable: false,
        coveredAt: scholarship.at ? scholarship.at.toISOString() : null,
      };
    if (!term) return { ...none, status: 'unscheduled', fee, dueOn, payable: false };
    if (term.status !== 'upcoming') return { ...none, status: 'lapsed', fee, dueOn, payable: false };
    return { ...none, status: 'due', fee, dueOn, payable: settledBefore };
  });
}

/** Paid orders, from order rows already read (the dashboard's statement reads them): what was paid per semester. */
export const paidCovers = (
  rows: Array<
    Pick<typeof orders.$inferSelect, 'programmeSlug' | 'programmeSemester' | 'status' | 'paidAt' | 'totalPaisa'>
  >,
): SemesterCover[] =>
  rows
    .filter((o) => o.status === 'paid')
    .map((o) => ({
      programme: o.programmeSlug,
      semester: o.programmeSemester,
      kind: 'paid',
      at: o.paidAt,
      paidPaisa: o.totalPaisa,
    }));

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
      'programmeSlug' | 'programmeSemester' | 'requestedAt' | 'refundPaisa' | 'status' | 'settledAt'
    >
  >,
): SemesterCover[] =>
  rows.map((w) => ({
    programme: w.programmeSlug,
    semester: w.programmeSemester,
    kind: 'withdrawn',
    at: w.requestedAt,
    refund: { amountPaisa: w.refundPaisa, status: w.status, settledAt: w.settledAt },
  }));

/** Every semester the learner has paid (and what for) or holds a scholarship for, and what withdrawals owe back. */
export async function coversOf(db: Database, accountId: string, programme?: string): Promise<SemesterCover[]> {
  const [paid, scholarships, withdrawn] = await Promise.all([
    db
      .select({
        programmeSlug: orders.programmeSlug,
        programmeSemester: orders.programmeSemester,
        status: orders.status,
        paidAt: orders.paidAt,
        totalPaisa: orders.totalPaisa,
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
