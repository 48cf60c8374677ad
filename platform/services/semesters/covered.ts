// Whether a later semester is settled: a paid order for it, or a scholarship covering it. Read inside a transaction
// that holds the learner's row, so a payment settling at the same moment is seen (settle.ts locks the same row first).
import { and, eq } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { orders, semesterScholarships } from '../../db/schema';

type Tx = Parameters<Parameters<PlatformDeps['db']['transaction']>[0]>[0];

export async function semesterCovered(
  tx: Tx,
  semester: { accountId: string; programmeSlug: string; programmeSemester: number },
): Promise<boolean> {
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
