// Granting and withdrawing the staff and admin roles: an admin on /staff/roles, or the operator's command line (the
// first admin). Nobody changes their own role, and the last admin stays: both are checked inside one transaction that
// holds every admin row locked, so two admins removing each other at once cannot leave none. Every change is audited.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { conflict, DomainError, forbidden } from '../../domain-errors';
import { COMMAND_LINE, recordStaffAction, type AuditActor } from '../staff/audit-log';

export type Role = (typeof accounts.$inferSelect)['role'];

export interface RoleChange {
  accountId: string;
  email: string;
  fullName: string;
  before: Role;
  role: Role;
  changed: boolean;
}

export class NoSuchAccountError extends DomainError {
  constructor(email: string) {
    super('invalid', `No account uses ${email}; the person must register first.`, {
      fields: { email: [`No account uses ${email}: the person registers on the portal first.`] },
    });
    this.name = 'NoSuchAccountError';
  }
}

export const OWN_ROLE = 'Nobody changes their own role: ask another administrator.';
export const LAST_ADMIN = 'This is the last administrator: make someone else an administrator first.';

interface RoleRequest {
  email: string;
  role: Role;
  /** The command line's `staff:add` without `--admin`: an admin stays admin rather than losing the role. */
  keepAdmin?: boolean;
}

export async function changeRole(
  db: Database,
  actor: AuditActor,
  request: RoleRequest,
  now = new Date(),
): Promise<RoleChange> {
  const email = request.email.trim();
  return db.transaction(async (tx) => {
    // Every admin row locked, in one order: concurrent changes take turns, each seeing the others' outcome.
    const admins = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, 'admin'))
      .orderBy(asc(accounts.id))
      .for('update');
    // Checked again under the lock: an admin removed a moment ago no longer acts as one.
    if (actor.id !== null && !admins.some((admin) => admin.id === actor.id))
      throw forbidden('Only an administrator may do this.');
    const [account] = await tx
      .select()
      .from(accounts)
      .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()))
      .for('update');
    if (!account) throw new NoSuchAccountError(email);
    if (account.id === actor.id) throw forbidden(OWN_ROLE, { fields: { email: [OWN_ROLE] } });
    const role = request.keepAdmin && account.role === 'admin' ? 'admin' : request.role;
    const change = {
      accountId: account.id,
      email: account.email,
      fullName: account.fullName,
      before: account.role,
      role,
      changed: account.role !== role,
    };
    if (!change.changed) return change;
    if (account.role === 'admin' && admins.length <= 1) throw conflict(LAST_ADMIN, { role: [LAST_ADMIN] });
    await tx.update(accounts).set({ role, updatedAt: now }).where(eq(accounts.id, account.id));
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'role.changed',
        recordType: 'account',
        recordId: account.id,
        before: { email: account.email, role: account.role },
        after: { email: account.email, role },
      },
      now,
    );
    return change;
  });
}

/** The command line's grant: staff, or admin with `--admin`; an admin stays admin on a plain grant. */
export const grantStaffRole = (db: Database, email: string, now = new Date(), role: 'staff' | 'admin' = 'staff') =>
  changeRole(db, COMMAND_LINE, { email, role, keepAdmin: role === 'staff' }, now);

/** The command line's withdrawal: back to a learner. */
export const withdrawStaffRole = (db: Database, email: string, now = new Date()) =>
  changeRole(db, COMMAND_LINE, { email, role: 'learner' }, now);

/** Everyone holding a role, admins first, for /staff/roles. */
export async function listRoleHolders(db: Database) {
  return db
    .select({ accountId: accounts.id, email: accounts.email, fullName: accounts.fullName, role: accounts.role })
    .from(accounts)
    .where(sql`${accounts.role} <> 'learner'`)
    .orderBy(sql`${accounts.role} = 'admin' desc`, asc(accounts.email));
}
