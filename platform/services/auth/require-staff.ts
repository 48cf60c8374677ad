// Every staff-only handler calls this: a valid learner session (401 otherwise) whose account holds the staff or admin
// role (403 otherwise); admin-only handlers call requireAdmin. The role is read from the database on each call, so
// withdrawing it takes effect at once. The caller's client address comes along for the audit log.
import { OWN_CASE_PROBLEM_TYPE } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { forbidden } from '../../domain-errors';
import { clientAddress } from '../../http/rate-limit';
import type { AuditActor } from '../staff/audit-log';
import { requireLearner, type Learner } from './require-learner';
import { authSettings } from './settings';

export type Staff = Learner & {
  account: Learner['account'] & { role: 'staff' | 'admin' };
  /** Who acted, for the audit log: the account and the address the call came from. */
  actor: AuditActor;
};

const STAFF_ONLY = 'Only staff may do this.';
const ADMIN_ONLY = 'Only an administrator may do this.';

/** `headers`: the request's, for the client address the audit log keeps (TRUSTED_CLIENT_IP_HEADER). */
export async function requireStaff(
  deps: PlatformDeps,
  authorization: string | undefined,
  headers?: Headers,
): Promise<Staff> {
  const learner = await requireLearner(deps, authorization);
  const { role, id, email } = learner.account;
  if (role !== 'staff' && role !== 'admin') throw forbidden(STAFF_ONLY);
  const address = headers ? clientAddress(headers, authSettings(deps)) : undefined;
  return { ...learner, account: { ...learner.account, role }, actor: { id, email, address } };
}

export async function requireAdmin(
  deps: PlatformDeps,
  authorization: string | undefined,
  headers?: Headers,
): Promise<Staff> {
  const staff = await requireStaff(deps, authorization, headers);
  if (staff.account.role !== 'admin') throw forbidden(ADMIN_ONLY);
  return staff;
}

/**
 * Nobody decides a case that is their own (a staff member who is also a learner: their identity, their bank
 * transfer). They may read it; another staff member decides. Checked before anything is written.
 */
export function refuseOwnCase(staff: Staff, caseAccountId: string, what: string): void {
  if (staff.account.id !== caseAccountId) return;
  throw forbidden(`${what} is your own: another staff member must decide it.`, { type: OWN_CASE_PROBLEM_TYPE });
}
