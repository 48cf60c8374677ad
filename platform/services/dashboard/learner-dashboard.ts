// Everything the learner's dashboard shows, for a learner requireLearner already checked: their programmes,
// orders and identity verification, read with as few statements as the answer allows (three for a new learner).
import type { LearnerDashboard } from '@/contract';
import type { PlatformDeps } from '../../deps';
import type { Learner } from '../auth/require-learner';
import { toUser } from '../auth/sessions';
import { listOwnOrders } from '../checkout/orders';
import { listEnrolments } from '../enrolments/list';
import { kycStatusOf } from '../kyc/submissions';

export async function learnerDashboard(deps: PlatformDeps, learner: Learner): Promise<LearnerDashboard> {
  const accountId = learner.account.id;
  const [enrolments, orders, identity] = await Promise.all([listEnrolments(deps.db, accountId, deps.now()), listOwnOrders(deps, learner), kycStatusOf(deps, accountId)]);
  return { learner: toUser(learner.account), enrolments, orders, identity };
}
