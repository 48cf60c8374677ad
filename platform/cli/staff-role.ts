// npm run staff:add -- someone@example.com (grant) / npm run staff:remove -- someone@example.com (withdraw):
// the only way an account becomes staff. The person registers first; no staff account ships with a known password.
import { emailSchema } from '@/contract';
import { grantStaffRole, withdrawStaffRole } from '../services/auth/staff-role';
import { withDatabase } from './with-database';

const [action, address] = process.argv.slice(2);
const email = emailSchema.safeParse(address ?? '');
const name = action === 'remove' ? 'staff:remove' : 'staff:add';

const messages = {
  granted: (email: string) => `${email} is now staff (sign in again to see the staff pages)`,
  already: (email: string) => `${email} was already staff; nothing changed`,
  withdrawn: (email: string) => `${email} is no longer staff`,
  'not-staff': (email: string) => `${email} was not staff; nothing changed`,
};

if ((action !== 'add' && action !== 'remove') || !email.success) {
  console.error(
    `usage: npm run ${name} -- someone@example.com${email.success ? '' : ` (${email.error.issues[0]?.message ?? 'an e-mail address'})`}`,
  );
  process.exitCode = 1;
} else {
  await withDatabase(name, async (database) => {
    await database.migrate();
    const change = await (action === 'add' ? grantStaffRole : withdrawStaffRole)(database.db, email.data);
    return messages[change.outcome](change.email);
  });
}
