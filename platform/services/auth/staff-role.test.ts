// The staff role from the operator's command (the first admin's way in), checked from the database on every call.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../db/client';
import { accounts, staffAuditLog } from '../../db/schema';
import { signUp as signUpOver } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';
import { hashPassword, TEST_PASSWORD_HASH_COST } from './password';
import { requireStaff } from './require-staff';
import { grantStaffRole, NoSuchAccountError, withdrawStaffRole } from './staff-role';
import { refusalOf } from '../../test/refusal';

const platform = setUpTestPlatform({ seed: false });

const signUp = (email: string) =>
  signUpOver(platform, { email, full_name: 'Staff Member', password: 'a long enough password' });

test('a learner is refused (403), staff pass, and withdrawing the role takes effect on the next call', async () => {
  const { access_token } = await signUp('reviewer@example.com');
  const bearer = `Bearer ${access_token}`;
  expect(await refusalOf(requireStaff(platform.deps, bearer))).toMatchObject({ status: 403 });
  expect(await refusalOf(requireStaff(platform.deps, undefined))).toMatchObject({ status: 401 });

  expect(await grantStaffRole(platform.deps.db, 'REVIEWER@example.com ')).toMatchObject({
    changed: true,
    role: 'staff',
    email: 'reviewer@example.com',
  });
  expect(await grantStaffRole(platform.deps.db, 'reviewer@example.com')).toMatchObject({ changed: false });
  expect((await requireStaff(platform.deps, bearer)).account.role).toBe('staff');

  expect(await withdrawStaffRole(platform.deps.db, 'reviewer@example.com')).toMatchObject({
    changed: true,
    role: 'learner',
  });
  expect(await refusalOf(requireStaff(platform.deps, bearer))).toMatchObject({ status: 403 });
});

test('an e-mail without an account is refused: the person registers first', async () => {
  await expect(grantStaffRole(platform.deps.db, 'nobody@example.com')).rejects.toBeInstanceOf(NoSuchAccountError);
});

test('npm run staff:add grants the role in the configured database and says so', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-cli-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.db.insert(accounts).values({
    email: 'ops@example.com',
    fullName: 'Ops',
    passwordHash: await hashPassword('a long enough password', TEST_PASSWORD_HASH_COST),
    emailVerifiedAt: new Date(),
  });
  await database.close();

  const run = (...args: string[]) =>
    promisify(execFile)('node_modules/.bin/tsx', ['platform/cli/staff-role.ts', ...args], {
      env: { ...process.env, PGLITE_DATA_DIR: dataDir },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout.trim() }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr.trim() }),
    );
  expect(await run('add', 'ops@example.com')).toEqual({
    code: 0,
    out: 'staff:add: ops@example.com is now staff (sign in again to see the staff pages)',
  });
  expect(await run('add', '--admin', 'ops@example.com')).toEqual({
    code: 0,
    out: 'staff:add: ops@example.com is now an administrator (sign in again to see the staff pages)',
  });
  // A plain grant leaves an admin an admin.
  expect(await run('add', 'ops@example.com')).toEqual({
    code: 0,
    out: 'staff:add: ops@example.com was already an administrator; nothing changed',
  });
  expect(await run('remove', 'ops@example.com')).toEqual({
    code: 1,
    out: 'staff:remove failed: This is the last administrator: make someone else an administrator first.',
  });
  expect(await run('add', 'missing@example.com')).toEqual({
    code: 1,
    out: 'staff:add failed: No account uses missing@example.com; the person must register first.',
  });
  expect(await run('add', 'not-an-email')).toMatchObject({
    code: 1,
    out: expect.stringMatching(/^usage: npm run staff:add -- \[--admin\] someone@example.com/),
  });

  const reopened = await openDatabase({ dataDir });
  try {
    expect(await grantStaffRole(reopened.db, 'ops@example.com')).toMatchObject({ changed: false, role: 'admin' });
    // Each change the command made is in the audit log, by the command line.
    const log = await reopened.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
    expect(log.map((row) => [row.actor, row.before?.role, row.after?.role])).toEqual([
      ['command line', 'learner', 'staff'],
      ['command line', 'staff', 'admin'],
    ]);
  } finally {
    await reopened.close();
  }
}, 240_000);
