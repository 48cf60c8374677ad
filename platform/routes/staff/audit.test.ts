// The staff audit log over HTTP: a staff decision is recorded with who, when, what, the record, before and after, and
// the address; the table refuses UPDATE, DELETE and TRUNCATE whoever asks; admins read it filtered, in pages that stay
// put while rows are added, and as CSV; learners and staff get 403.
import { sql } from 'drizzle-orm';
import type { AuditPage } from '@/contract';
import { staffAuditLog } from '../../db/schema';
import { grantStaffRole } from '../../services/auth/staff-role';
import { recordStaffAction } from '../../services/staff/audit-log';
import { defaultAuthSettings } from '../../services/auth/settings';
import { bearer, cnicSubmission, signUp, signUpStaff, submit } from '../../test/kyc-requests';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(90_000);

const platform = setUpTestPlatform({
  seed: false,
  auth: { ...defaultAuthSettings(), trustedClientIpHeader: 'x-real-ip' },
});

let adminToken: Promise<string> | undefined;
const admin = () =>
  (adminToken ??= (async () => {
    const token = await signUp(platform, 'audit-admin@example.com', 'Amna Admin');
    await grantStaffRole(platform.deps.db, 'audit-admin@example.com', new Date(), 'admin');
    return token;
  })());

const read = async (query: string, token?: string) => {
  const answer = await platform.request(`/staff/audit?${query}`, { headers: bearer(token ?? (await admin())) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as AuditPage;
};

test('an identity decision is in the log: actor, record, before, after, address', async () => {
  const learner = await signUp(platform, 'audited-learner@example.com');
  const submitted = await submit(platform, learner, await cnicSubmission(platform, learner));
  const { id } = (await submitted.json()) as { id: string };
  const reviewer = await signUpStaff(platform, 'audit-reviewer@example.com');
  const decided = await platform.request(`/staff/kyc/submissions/${id}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': '198.51.100.23', ...bearer(reviewer) },
    body: JSON.stringify({
      decision: 'reject',
      rejection_reason: 'unreadable_photo',
      note: 'The back is out of focus.',
    }),
  });
  expect(decided.status).toBe(200);

  const { items } = await read(`record=${id}`);
  expect(items).toEqual([
    {
      id: expect.any(String),
      at: expect.any(String),
      actor: 'audit-reviewer@example.com',
      action: 'kyc.decided',
      recordType: 'kyc-submission',
      recordId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: 'unreadable_photo', note: 'The back is out of focus.' },
      address: '198.51.100.23',
    },
  ]);
  expect((await read('actor=AUDIT-REVIEWER@example.com&action=kyc.decided')).items).toHaveLength(1);
});

test('the table refuses UPDATE, DELETE and TRUNCATE, for anyone', async () => {
  await recordStaffAction(
    platform.deps.db,
    { id: null, email: 'command line' },
    { action: 'test.row', recordType: 'test', recordId: 'append-only' },
    new Date(),
  );
  const count = () => platform.deps.db.$count(staffAuditLog);
  const before = await count();
  // drizzle wraps the database's error; its cause is PostgreSQL's own refusal, raised by the trigger.
  const refused = (query: ReturnType<typeof sql>) =>
    expect(platform.deps.db.execute(query)).rejects.toHaveProperty(
      'cause.message',
      expect.stringMatching(/^staff_audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused$/),
    );
  await refused(sql`update staff_audit_log set actor = 'someone else'`);
  await refused(sql`delete from staff_audit_log`);
  await refused(sql`truncate staff_audit_log`);
  expect(await count()).toEqual(before);
  expect((await read('record=append-only')).items[0]).toMatchObject({ actor: 'command line' });
});

test('pages stay put while rows are added; date filters are inclusive days', async () => {
  const at = new Date('2026-03-10T12:00:00Z');
  for (let n = 1; n <= 5; n++)
    await recordStaffAction(
      platform.deps.db,
      { id: null, email: 'pager@example.com' },
      { action: 'test.page', recordType: 'test', recordId: `page-${n}` },
      new Date(at.getTime() + n * 60_000),
    );
  const first = await read('actor=pager@example.com&limit=2');
  expect(first.items.map((e) => e.recordId)).toEqual(['page-5', 'page-4']);
  // A row added between two pages comes first on a fresh read, and never shifts the next page.
  await recordStaffAction(
    platform.deps.db,
    { id: null, email: 'pager@example.com' },
    { action: 'test.page', recordType: 'test', recordId: 'page-6' },
    new Date(),
  );
  const second = await read(`actor=pager@example.com&limit=2&cursor=${first.nextCursor}`);
  expect(second.items.map((e) => e.recordId)).toEqual(['page-3', 'page-2']);
  const last = await read(`actor=pager@example.com&limit=2&cursor=${second.nextCursor}`);
  expect(last).toMatchObject({ items: [{ recordId: 'page-1' }], nextCursor: null });

  expect((await read('actor=pager@example.com&from=2026-03-10&to=2026-03-10')).items).toHaveLength(5);
  expect((await read('actor=pager@example.com&to=2026-03-09')).items).toHaveLength(0);
  const badDate = await platform.request('/staff/audit?from=10/03/2026', { headers: bearer(await admin()) });
  expect(badDate.status).toBe(400);
});

test('the CSV: a byte-order mark, ISO times, every matching row, Urdu intact, formulas defused', async () => {
  await recordStaffAction(
    platform.deps.db,
    { id: null, email: 'csv@example.com' },
    { action: 'test.csv', recordType: 'test', recordId: '=HYPERLINK("x")', after: { name: 'عائشہ خان' } },
    new Date('2026-04-01T08:30:00Z'),
  );
  const answer = await platform.request('/staff/audit/export?actor=csv@example.com', {
    headers: bearer(await admin()),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = new Uint8Array(await answer.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
  expect(lines).toEqual([
    'id,at,actor,action,record_type,record_id,before,after,address',
    expect.stringMatching(
      /^\d+,2026-04-01T08:30:00\.000Z,csv@example\.com,test\.csv,test,"'=HYPERLINK\(""x""\)",,"{""name"":""عائشہ خان""}",$/,
    ),
    '',
  ]);
});

test('learners and staff get 403 on the log and its export, visitors 401', async () => {
  const learner = await signUp(platform, 'audit-nosy-learner@example.com');
  const staff = await signUpStaff(platform, 'audit-nosy-staff@example.com');
  for (const token of [learner, staff]) {
    expect((await platform.request('/staff/audit', { headers: bearer(token) })).status).toBe(403);
    expect((await platform.request('/staff/audit/export', { headers: bearer(token) })).status).toBe(403);
  }
  expect((await platform.request('/staff/audit')).status).toBe(401);
});
