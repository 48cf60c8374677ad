// Roles over HTTP: an admin grants and withdraws staff and admin from the web; nobody changes their own role; the last
// admin stays, even when two admins remove each other at once; learners and staff get 403; every change is audited.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts, staffAuditLog } from '../../db/schema';
import { grantStaffRole, withdrawStaffRole } from '../../services/auth/staff-role';
import { defaultAuthSettings } from '../../services/auth/settings';
import { bearer, signIn, signUp } from '../../test/kyc-requests';
import { setUpTestPlatform } from '../../test/test-platform';
import { refusalOf } from '../../test/refusal';

jest.setTimeout(60_000);

const platform = setUpTestPlatform({
  seed: false,
  auth: { ...defaultAuthSettings(), trustedClientIpHeader: 'x-real-ip' },
});

let counter = 0;
/** A confirmed account: its address and a token. */
async function person(name = 'Bilal Ahmed') {
  const email = `person${++counter}-${Date.now()}@example.com`;
  return { email, token: await signUp(platform, email, name) };
}
async function admin() {
  const who = await person('Amna Admin');
  await grantStaffRole(platform.deps.db, who.email, new Date(), 'admin');
  return who;
}

const setRole = (token: string, body: object, key?: string) =>
  platform.request('/staff/roles', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-real-ip': '203.0.113.7',
      ...(key ? { 'idempotency-key': key } : {}),
      ...bearer(token),
    },
    body: JSON.stringify(body),
  });
const roleOf = async (email: string) =>
  (await platform.deps.db.select({ role: accounts.role }).from(accounts).where(eq(accounts.email, email)))[0]?.role;

test('an admin makes a colleague staff, then admin, then a learner again; each change is audited with its author', async () => {
  const boss = await admin();
  const colleague = await person();
  expect((await platform.request('/staff/kyc/submissions', { headers: bearer(colleague.token) })).status).toBe(403);

  const granted = await setRole(boss.token, { email: colleague.email.toUpperCase(), role: 'staff' });
  expect(granted.status).toBe(200);
  expect(await granted.json()).toMatchObject({
    email: colleague.email,
    role: 'staff',
    previousRole: 'learner',
    changed: true,
  });
  // The role is read from the database on each call: the colleague's current token works at once.
  expect((await platform.request('/staff/kyc/submissions', { headers: bearer(colleague.token) })).status).toBe(200);

  expect(await (await setRole(boss.token, { email: colleague.email, role: 'staff' })).json()).toMatchObject({
    changed: false,
  });
  expect((await setRole(boss.token, { email: colleague.email, role: 'admin' })).status).toBe(200);
  const list = await platform.request('/staff/roles', { headers: bearer(boss.token) });
  expect(list.status).toBe(200);
  expect(((await list.json()) as { items: { email: string; role: string }[] }).items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ email: boss.email, role: 'admin' }),
      expect.objectContaining({ email: colleague.email, role: 'admin' }),
    ]),
  );
  expect((await setRole(boss.token, { email: colleague.email, role: 'learner' })).status).toBe(200);
  expect(await roleOf(colleague.email)).toBe('learner');

  const [account] = await platform.deps.db.select().from(accounts).where(eq(accounts.email, colleague.email));
  const log = await platform.deps.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.recordId, account!.id))
    .orderBy(staffAuditLog.id);
  // Three changes (the unchanged grant writes nothing), each with who, from where, before and after.
  expect(log.map((row) => [row.actor, row.action, row.before?.role, row.after?.role, row.address])).toEqual([
    [boss.email, 'role.changed', 'learner', 'staff', '203.0.113.7'],
    [boss.email, 'role.changed', 'staff', 'admin', '203.0.113.7'],
    [boss.email, 'role.changed', 'admin', 'learner', '203.0.113.7'],
  ]);
});

test('learners and staff get 403, visitors 401; nothing changes', async () => {
  const learner = await person();
  const staff = await person();
  await grantStaffRole(platform.deps.db, staff.email);
  const target = await person();
  for (const who of [learner, staff]) {
    expect((await setRole(who.token, { email: target.email, role: 'admin' })).status).toBe(403);
    expect((await platform.request('/staff/roles', { headers: bearer(who.token) })).status).toBe(403);
  }
  expect((await platform.request('/staff/roles')).status).toBe(401);
  expect(await roleOf(target.email)).toBe('learner');
});

test('nobody changes their own role: 403 at the e-mail field, the role as it was', async () => {
  const boss = await admin();
  await admin(); // not the last admin: the refusal is about whose role it is
  const answer = await setRole(boss.token, { email: boss.email, role: 'staff' });
  expect(answer.status).toBe(403);
  expect(await answer.json()).toMatchObject({ errors: { email: [expect.stringMatching(/own role/)] } });
  expect(await roleOf(boss.email)).toBe('admin');
});

test('an unknown address or role is a 422 at its field', async () => {
  const boss = await admin();
  const unknown = await setRole(boss.token, { email: 'nobody-here@example.com', role: 'staff' });
  expect(unknown.status).toBe(422);
  expect(await unknown.json()).toMatchObject({ errors: { email: [expect.stringMatching(/registers/)] } });
  const badRole = await setRole(boss.token, { email: boss.email, role: 'owner' });
  expect(badRole.status).toBe(422);
  expect(await badRole.json()).toMatchObject({ errors: { role: [expect.any(String)] } });
});

test('a repeated Idempotency-Key replays the answer; the change is made and audited once', async () => {
  const boss = await admin();
  const colleague = await person();
  const key = randomUUID();
  const first = await setRole(boss.token, { email: colleague.email, role: 'staff' }, key);
  const again = await setRole(boss.token, { email: colleague.email, role: 'staff' }, key);
  expect(again.status).toBe(200);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(await again.json()).toEqual(await first.json());
  const [account] = await platform.deps.db.select().from(accounts).where(eq(accounts.email, colleague.email));
  expect(await platform.deps.db.$count(staffAuditLog, eq(staffAuditLog.recordId, account!.id))).toBe(1);
});

describe('the last admin', () => {
  test('cannot be withdrawn from the command line either', async () => {
    // A database of its own: only this admin exists.
    const only = await admin();
    const others = await platform.deps.db.select().from(accounts).where(eq(accounts.role, 'admin'));
    for (const other of others.filter((a) => a.email !== only.email))
      await withdrawStaffRole(platform.deps.db, other.email);
    expect(await refusalOf(withdrawStaffRole(platform.deps.db, only.email))).toMatchObject({ status: 409 });
    expect(await roleOf(only.email)).toBe('admin');
  });

  test('two admins removing each other at once: one succeeds, one admin remains', async () => {
    const first = await admin();
    const second = await admin();
    const others = await platform.deps.db.select().from(accounts).where(eq(accounts.role, 'admin'));
    for (const other of others.filter((a) => a.email !== first.email && a.email !== second.email))
      await withdrawStaffRole(platform.deps.db, other.email);

    const answers = await Promise.all([
      setRole(first.token, { email: second.email, role: 'learner' }),
      setRole(second.token, { email: first.email, role: 'learner' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const admins = await platform.deps.db.select().from(accounts).where(eq(accounts.role, 'admin'));
    expect(admins).toHaveLength(1);
    // The one removed is told on the next call: a fresh sign-in carries the new role.
    const loser = admins[0]!.email === first.email ? second : first;
    expect(
      (await platform.request('/staff/roles', { headers: bearer(await signIn(platform, loser.email)) })).status,
    ).toBe(403);
  });
});
