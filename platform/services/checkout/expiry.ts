// Unpaid orders expire when their time is up, unless a bank transfer for them is waiting for staff:
// the learner has paid as far as they can tell, so the order waits for the review instead.
import { and, eq, exists, lte, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';

/** Runs before every read or write of orders, so no caller ever sees an overdue order as open. */
export async function expireDueOrders(db: Database, now: Date, scope?: SQL): Promise<number> {
  const awaitingStaff = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orders.id),
        eq(payments.method, 'bank_transfer'),
        eq(payments.status, 'awaiting_confirmation'),
      ),
    );
  const expired = await db
    .update(orders)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, now), not(exists(awaitingStaff)), scope))
    .returning({ id: orders.id });
  return expired.length;
}
