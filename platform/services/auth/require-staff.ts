// Every staff-only handler calls this: a valid learner session (401 otherwise) whose account holds the
// staff role (403 otherwise). The role is read from the database on each call, so revoking it takes effect at once.
import { OWN_CASE_PROBLEM_TYPE } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { forbidden, HttpError } from '../../http/errors';
import { requireLearner, type Learner } from './require-learner';

export type Staff = Learner & { account: Learner['account'] & { role: 'staff' } };

const STAFF_ONLY = 'Only staff may do this.';

export async function requireStaff(deps: PlatformDeps, authorization: string | undefined): Promise<Staff> {
  const learner = await requireLearner(deps, authorization);
  if (learner.account.role !== 'staff') throw forbidden(STAFF_ONLY);
  return learner as Staff;
}

/**
 * Nobody decides a case that is their own (a staff member who is also a learner: their identity, their bank
 * transfer). They may read it; another staff member decides. Checked before anything is written.
 */
export function refuseOwnCase(staff: Staff, caseAccountId: string, what: string): void {
  if (staff.account.id !== caseAccountId) return;
  throw new HttpError(
    403,
    'Forbidden',
    `${what} is your own: another staff member must decide it.`,
    undefined,
    undefined,
    OWN_CASE_PROBLEM_TYPE,
  );
}
