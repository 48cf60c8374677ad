// Granting and withdrawing the staff role: only an operator does this, from the command line.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

type RoleChange = { outcome: 'granted' | 'already' | 'withdrawn' | 'not-staff'; email: string };

export class NoSuchAccountError extends Error {
  override name = 'NoSuchAccountError';
}

async function setRole(db: Database, email: string, role: 'learner' | 'staff', now: Date): Promise<RoleChange> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase()));
  if (!account) throw new NoSuchAccountError(`No account uses ${email.trim()}; the person must register first.`);
  if (account.role === role) return { outcome: role === 'staff' ? 'already' : 'not-staff', email: account.email };
  await db.update(accounts).set({ role, updatedAt: now }).where(eq(accounts.id, account.id));
  return { outcome: role === 'staff' ? 'granted' : 'withdrawn', email: account.email };
}

export const grantStaffRole = (db: Database, email: string, now = new Date()) => setRole(db, email, 'staff', now);
export const withdrawStaffRole = (db: Database, email: string, now = new Date()) => setRole(db, email, 'learner', now);
