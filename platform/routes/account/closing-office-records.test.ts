// Closing an account also deletes what the office kept about the learner: its notes about them, the replies and notes
// on their support requests, and its log of the mail sent to them. The closing mail's own record names no address.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { accounts, inboxMessages, learnerNotes, sentMail, staffAuditLog } from '../../db/schema';
import { eventually } from '../../test/checkout-helpers';
import { bearer, signUp, signUpStaff } from '../../test/kyc-requests';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(90_000);

const platform = setUpTestPlatform();

const post = (path: string, token: string, body: unknown) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(token) },
    body: JSON.stringify(body),
  });

test('the office’s notes, replies and mail log of a learner go when the learner closes their account', async () => {
  const email = `closing-${randomUUID()}@example.pk`;
  const learner = await signUp(platform, email);
  const staff = await signUpStaff(platform, `closing-staff-${randomUUID()}@example.com`);
  const [account] = await platform.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!account) throw new Error('no account');

  const request = await platform.request('/support/requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ayesha Khan',
      email,
      phone: '+923001234567',
      topic: 'payments',
      message: 'I paid and my dashboard says unpaid.',
    }),
  });
  expect(request.status).toBe(201);
  const { reference } = (await request.json()) as { reference: string };
  expect((await post(`/staff/inbox/${reference}/replies`, staff, { body: 'Your payment is confirmed.' })).status).toBe(
    200,
  );
  expect((await post(`/staff/inbox/${reference}/notes`, staff, { body: 'Checked the gateway.' })).status).toBe(200);
  expect((await post(`/staff/learners/${account.id}/notes`, staff, { text: 'Called about a payment.' })).status).toBe(
    200,
  );
  const mailTo = () =>
    platform.deps.db
      .select()
      .from(sentMail)
      .where(sql`lower(${sentMail.recipient}) = ${email} or ${sentMail.accountId} = ${account.id}`);
  expect((await eventually(mailTo, (rows) => rows.length >= 3)).length).toBeGreaterThanOrEqual(3);

  expect((await post('/me/close', learner, { password: 'a long enough password' })).status).toBe(200);

  expect(await platform.deps.db.select().from(inboxMessages).where(eq(inboxMessages.reference, reference))).toEqual([]);
  expect(await platform.deps.db.select().from(learnerNotes).where(eq(learnerNotes.accountId, account.id))).toEqual([]);
  // The audit log cannot forget, so it holds that a note or reply was written and by whom, never what it said.
  const audit = await platform.deps.db
    .select({ action: staffAuditLog.action, after: staffAuditLog.after })
    .from(staffAuditLog)
    .where(sql`${staffAuditLog.recordId} in (${account.id}, ${reference})`);
  expect(audit.map((row) => row.action).sort()).toEqual(['inbox.noted', 'inbox.replied', 'learner.note-added']);
  expect(JSON.stringify(audit)).not.toMatch(/Called about|Checked the gateway|payment is confirmed/);
  const after = await eventually(mailTo, (rows) => rows.length > 0);
  expect(after.map(({ recipient, subject }) => ({ recipient, subject }))).toEqual([
    { recipient: `closed-${account.id}@closed.invalid`, subject: 'Your account is closed' },
  ]);
});
