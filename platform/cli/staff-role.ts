// npm run staff:add -- someone@example.com (grant staff) / npm run staff:add -- --admin someone@example.com (grant
// admin) / npm run staff:remove -- someone@example.com (back to a learner): how an institute gets its first admin,
// who then grants every other role on /staff/roles. The person registers first; no account ships with a known
// password. Each change is in the audit log, by "command line".
import { emailSchema } from '@/contract';
import { grantStaffRole, withdrawStaffRole, type RoleChange } from '../services/auth/staff-role';
import { withDatabase } from './with-database';

const [action, ...rest] = process.argv.slice(2);
const admin = rest.includes('--admin');
const email = emailSchema.safeParse(rest.find((arg) => arg !== '--admin') ?? '');
const name = action === 'remove' ? 'staff:remove' : 'staff:add';

const ROLE_NAMES = { learner: 'a learner', staff: 'staff', admin: 'an administrator' } as const;

function message({ email, role, changed }: RoleChange): string {
  if (!changed) return `${email} was already ${ROLE_NAMES[role]}; nothing changed`;
  return role === 'learner'
    ? `${email} is no longer staff`
    : `${email} is now ${ROLE_NAMES[role]} (sign in again to see the staff pages)`;
}

if ((action !== 'add' && action !== 'remove') || !email.success || (admin && action === 'remove')) {
  console.error(
    `usage: npm run ${name} -- ${action === 'add' ? '[--admin] ' : ''}someone@example.com${email.success ? '' : ` (${email.error.issues[0]?.message ?? 'an e-mail address'})`}`,
  );
  process.exitCode = 1;
} else {
  await withDatabase(name, async (database) => {
    await database.migrate();
    const change =
      action === 'add'
        ? await grantStaffRole(database.db, email.data, new Date(), admin ? 'admin' : 'staff')
        : await withdrawStaffRole(database.db, email.data);
    return message(change);
  });
}
