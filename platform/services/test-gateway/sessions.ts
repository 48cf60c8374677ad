// The test gateway's side of a payment: a session the learner decides on its hosted page.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testGatewaySessions } from '../../db/schema';

export type TestSession = typeof testGatewaySessions.$inferSelect;
type Decision = 'approve' | 'decline' | 'cancel' | 'later';

export interface NewSession {
  merchantRef: string;
  amountPaisa: number;
  currency: string;
  method: string;
  description: string;
  returnUrl: string;
  webhookUrl: string;
  expiresAt: Date;
}

/** A second request for the same merchant reference answers the first session, as real gateways do. */
export async function createSession(db: Database, input: NewSession, now: Date): Promise<TestSession> {
  const id = `tg_${randomBytes(12).toString('hex')}`;
  const [created] = await db
    .insert(testGatewaySessions)
    .values({ id, ...input, createdAt: now })
    .onConflictDoNothing({ target: testGatewaySessions.merchantRef })
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(testGatewaySessions)
    .where(eq(testGatewaySessions.merchantRef, input.merchantRef));
  if (!existing) throw new Error('test gateway session vanished');
  return existing;
}

export async function findSession(db: Database, id: string): Promise<TestSession | undefined> {
  const [row] = await db.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, id));
  return row;
}

export async function findSessionByRef(db: Database, merchantRef: string): Promise<TestSession | undefined> {
  const [row] = await db.select().from(testGatewaySessions).where(eq(testGatewaySessions.merchantRef, merchantRef));
  return row;
}

const DECIDED: Record<Decision, TestSession['status']> = {
  approve: 'succeeded',
  decline: 'failed',
  cancel: 'cancelled',
  later: 'pending',
};

/** Applies the tester's choice once: an open, unexpired session only. Answers the session as it now is. */
export async function decide(
  db: Database,
  id: string,
  decision: Decision,
  now: Date,
): Promise<{ session: TestSession; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, id)).for('update');
    if (!row) throw new Error('unknown session');
    if (row.status !== 'open' || row.expiresAt <= now) return { session: row, changed: false };
    const [updated] = await tx
      .update(testGatewaySessions)
      .set({ status: DECIDED[decision], decidedAt: now })
      .where(eq(testGatewaySessions.id, id))
      .returning();
    return { session: updated ?? row, changed: true };
  });
}

/** "Confirm later": the delayed confirmation settles a pending session as paid. */
export async function confirmPending(db: Database, id: string, now: Date): Promise<TestSession | undefined> {
  const [row] = await db
    .update(testGatewaySessions)
    .set({ status: 'succeeded', decidedAt: now })
    .where(and(eq(testGatewaySessions.id, id), eq(testGatewaySessions.status, 'pending')))
    .returning();
  return row;
}
