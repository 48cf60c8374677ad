// Whether a later semester is settled: a paid order for it, or a scholarship covering it; and whether the learner
// withdrew from it (or an earlier semester). Read inside a transaction that holds the learner's row, so a payment or a
// withdrawal at the same moment is seen (settle.ts and withdrawals.ts lock the same row first).
import { and, eq, lte } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { orders, semesterScholarships, withdrawals } from '../../db/schema';

type Tx = Parameters<Parameters<PlatformDeps['db']['transaction']>[0]>[0];
type SemesterOf = { accountId: string; programmeSlug: string; programmeSemester: number };

export async function semesterCovered(tx: Tx, semester: SemesterOf): Promise<boolean> {
  const same = (table: typeof orders | typeof semesterScholarships) =>
    and(
      eq(table.accountId, semester.accountId),
      eq(table.programmeSlug, semester.programmeSlug),
      eq(table.programmeSemester, semester.programmeSemester),
    );
  const [[paid], [covered]] = await Promise.all([
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(same(orders), eq(orders.status, 'paid'))),
    tx.select({ at: semesterScholarships.decidedAt }).from(semesterScholarships).where(same(semesterScholarships)),
  ]);
  return paid !== undefined || covered !== undefined;
}

/** A withdrawal ends the programme from its semester on: nothing is paid for that semester or a later one. */
export async function semesterWithdrawn(tx: Tx, semester: SemesterOf): Promise<boolean> {
  const [withdrawn] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.accountId, semester.accountId),
        eq(withdrawals.programmeSlug, semester.programmeSlug),
        lte(withdrawals.programmeSemester, semester.programmeSemester),
      ),
    )
    .limit(1);
  return withdrawn !== undefined;
}
