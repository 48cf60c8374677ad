// Every staff-only handler calls this: a valid learner session (401 otherwise) whose account holds the
// staff role (403 otherwise). The role is read from the database on each call, so revoking it takes effect at once.
import type { PlatformDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { requireLearner, type Learner } from './require-learner';

export type Staff = Learner & { account: Learner['account'] & { role: 'staff' } };

export const STAFF_ONLY = 'Only staff may do this.';

export async function requireStaff(deps: PlatformDeps, authorization: string | undefined): Promise<Staff> {
  const learner = await requireLearner(deps, authorization);
  if (learner.account.role !== 'staff') throw forbidden(STAFF_ONLY);
  return learner as Staff;
}
