// Everything the learner's dashboard shows, in one statement that also checks the session: who they are, their
// programmes, orders and identity verification. The token is verified here as requireLearner does.
import { eq } from 'drizzle-orm';
import type { LearnerDashboard } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { orders } from '../../db/schema';
import { sessionEnded, sessionParameters, verifiedClaims } from '../auth/require-learner';
import { toUser } from '../auth/sessions';
import { toCourse } from '../catalogue/courses';
import { expireDueOrders } from '../checkout/expiry';
import { readOrders, toOrders } from '../checkout/order-view';
import { toEnrolments } from '../enrolments/list';
import { kycStatusFrom } from '../kyc/submissions';
import { paidCovers, scholarshipCovers, withdrawalCovers } from '../semesters/standing';
import { dashboardStatement, decodeDashboard } from './dashboard-statement';

/** The dashboard of the learner whose Bearer token this is; a 401 when the token or its session is not live. */
export async function learnerDashboard(
  deps: PlatformDeps,
  authorization: string | undefined,
): Promise<LearnerDashboard> {
  const claims = await verifiedClaims(deps, authorization);
  const now = deps.now();
  const [row] = await dashboardStatement(deps.db).execute(sessionParameters(claims, now));
  if (!row) throw sessionEnded();
  const read = decodeDashboard(row);
  let ownOrders = toOrders(read.orders, read.lines, read.payments);
  // As GET /orders: an unpaid order past its time is closed (a write) only when there is one, then read again.
  const due = ownOrders.some(
    (order) => order.status === 'pending_payment' && Date.parse(order.expiresAt) <= now.getTime(),
  );
  const mine = eq(orders.accountId, row.account.id);
  if (due && (await expireDueOrders(deps.db, now, mine)) > 0) ownOrders = await readOrders(deps.db, mine);
  return {
    learner: toUser(row.account),
    enrolments: toEnrolments(
      read.enrolments,
      read.calendar,
      read.stages,
      read.courses.map((course) => toCourse(course)),
      [
        ...paidCovers(read.orders.map((o) => o.order)),
        ...scholarshipCovers(read.scholarships),
        ...withdrawalCovers(read.withdrawals),
      ],
      now,
    ),
    orders: ownOrders,
    identity: kycStatusFrom(read.identity),
  };
}
