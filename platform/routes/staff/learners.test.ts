// Find a learner over HTTP: learners get 403; one search box finds a learner by any phone format the phone field
// accepts, the last digits of a CNIC, a receipt number and an order reference; keyset pages stay put while learners
// sign up; the record shows no secret; each action is audited and a replayed Idempotency-Key acts once.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { LearnerPage, LearnerRecord } from '@/contract';
import { accounts, mailOutbox, staffAuditLog } from '../../db/schema';
import { openOrder, payWithTestGateway, registerLearner, eventually } from '../../test/checkout-helpers';
import { bearer, signUpStaff } from '../../test/kyc-requests';
import { signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(120_000);

const platform = setUpTestPlatform();

let staffToken: Promise<string> | undefined;
const staff = () => (staffToken ??= signUpStaff(platform, `office-${randomUUID()}@example.com`));

const search = async (query: string, token?: string) => {
  const answer = await platform.request(`/staff/learners?${query}`, { headers: bearer(token ?? (await staff())) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as LearnerPage;
};
const found = async (q: string) => (await search(new URLSearchParams({ q }).toString())).items.map((l) => l.email);

const act = async (id: string, action: string, body: unknown = {}, key: string = randomUUID()) =>
  platform.request(`/staff/learners/${id}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...bearer(await staff()) },
    body: JSON.stringify(body),
  });

const idOf = async (email: string) =>
  (await platform.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]!.id;

test('a learner cannot search, read a record or act: 403; without a token 401', async () => {
  const learner = await registerLearner(platform, 'not_submitted');
  const id = await idOf(learner.email);
  const asLearner = { headers: bearer(learner.token) };
  expect((await platform.request('/staff/learners?q=Ayesha', asLearner)).status).toBe(403);
  expect((await platform.request(`/staff/learners/${id}`, asLearner)).status).toBe(403);
  const note = await platform.request(`/staff/learners/${id}/notes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(learner.token) },
    body: JSON.stringify({ text: 'mine' }),
  });
  expect(note.status).toBe(403);
  expect((await platform.request('/staff/learners?q=Ayesha')).status).toBe(401);
});

test('a phone number is found however the phone field accepts it', async () => {
  const email = `phone-${randomUUID()}@example.com`;
  await signUp(platform, { email, password: 'a long enough password', phone: '+923001234567' });
  for (const typed of ['0300 1234567', '+92 300 1234567', '03001234567', '0300-1234567', '+92 (300) 123-4567'])
    expect(await found(typed)).toEqual([email]);
  expect(await found('0300 1234568')).toEqual([]);
});

test('a receipt number, an order reference and the last digits of a CNIC find their learner', async () => {
  const learner = await registerLearner(platform, 'pending');
  const order = await openOrder(platform, learner);
  await payWithTestGateway(platform, learner, order.id);
  const id = await idOf(learner.email);
  const record = await eventually(
    async () =>
      (await (
        await platform.request(`/staff/learners/${id}`, { headers: bearer(await staff()) })
      ).json()) as LearnerRecord,
    (r) => Boolean(r.orders[0]?.payments[0]?.receiptNumber),
  );
  const receipt = record.orders[0]!.payments[0]!.receiptNumber!;
  expect(await found(receipt)).toEqual([learner.email]);
  expect(await found(receipt.toLowerCase())).toEqual([learner.email]);
  expect(await found(order.reference)).toEqual([learner.email]);
  // Every test learner's CNIC ends 5671: this one is among them, and no learner without one is.
  const byCnic = await search(`q=5671&limit=100`);
  expect(byCnic.items.map((l) => l.email)).toContain(learner.email);
});

test('pages stay put while learners sign up between them, in every order', async () => {
  const tag = `Pagetest${randomUUID().slice(0, 8)}`;
  const start = Date.parse('2026-01-01T00:00:00Z');
  const insert = (i: number, at: number) =>
    platform.deps.db.insert(accounts).values({
      email: `${tag}-${i}@example.com`.toLowerCase(),
      fullName: `${tag} ${String.fromCharCode(65 + (i % 26))}${i}`,
      passwordHash: 'x',
      createdAt: new Date(at),
    });
  // Two share a moment: the id breaks the tie.
  for (let i = 0; i < 7; i += 1) await insert(i, start + Math.min(i, 5) * 1000);
  let added = 100;
  for (const sort of ['newest', 'oldest', 'name']) {
    // What one page of 100 shows before anyone else signs up: paging two at a time must read exactly this.
    const before = (await search(`q=${tag}&sort=${sort}&limit=100`)).items.map((l) => l.email);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LearnerPage = await search(
        `q=${tag}&sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.items.map((l) => l.email));
      cursor = page.nextCursor;
      // A learner signs up between pages, before the cursor in this order: never on a later page of this reading.
      added += 1;
      await platform.deps.db.insert(accounts).values({
        email: `${tag}-new${added}@example.com`.toLowerCase(),
        fullName: `${tag} 0${999 - added}`,
        passwordHash: 'x',
        createdAt: new Date(sort === 'oldest' ? start - 1000 * added : start + 1000 * added),
      });
    } while (cursor);
    expect(seen).toEqual(before);
  }
  const bad = await platform.request('/staff/learners?cursor=bm90LWEtY3Vyc29y', { headers: bearer(await staff()) });
  expect(bad.status).toBe(400);
});

test('the record shows no password, token, code or whole CNIC; the mail sent is listed', async () => {
  const learner = await registerLearner(platform, 'pending');
  const id = await idOf(learner.email);
  const answer = await platform.request(`/staff/learners/${id}`, { headers: bearer(await staff()) });
  const text = await answer.text();
  const record = JSON.parse(text) as LearnerRecord;
  expect(record.identity).toEqual([expect.objectContaining({ documentEnding: '5671', status: 'pending' })]);
  const [account] = await platform.deps.db.select().from(accounts).where(eq(accounts.id, id));
  const [confirmation] = await platform.deps.db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, learner.email), like(mailOutbox.subject, 'Confirm%')));
  const code = /code is (\d{6})/.exec(confirmation!.body)![1]!;
  for (const secret of [
    '3520212345671',
    '35202-1234567-1',
    account!.passwordHash,
    learner.token,
    learner.lmsToken,
    code,
  ])
    expect(text).not.toContain(secret);
  expect(text).not.toMatch(/password|token_hash|code_hash/i);
  expect(record.mail).toContainEqual({
    subject: 'Confirm your e-mail address',
    sentAt: expect.any(String),
    outcome: 'delivered',
  });
  expect(record.signIns.length).toBeGreaterThan(0);
});

test('resend a receipt: mailed again once per key, audited; unknown receipt 422 at the field', async () => {
  const learner = await registerLearner(platform, 'pending');
  const order = await openOrder(platform, learner);
  await payWithTestGateway(platform, learner, order.id);
  const id = await idOf(learner.email);
  const receipts = () =>
    platform.deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, learner.email), like(mailOutbox.subject, 'Your receipt R-%')));
  await eventually(receipts, (rows) => rows.length === 1);
  const record = (await (
    await platform.request(`/staff/learners/${id}`, { headers: bearer(await staff()) })
  ).json()) as LearnerRecord;
  const receipt = record.orders[0]!.payments.find((p) => p.receiptNumber)!.receiptNumber!;
  const key = randomUUID();
  const first = await act(id, 'receipt-mail', { receipt }, key);
  expect(first.status).toBe(200);
  expect(((await first.json()) as { message: string }).message).toBe(
    `Receipt ${receipt} is on its way to ${learner.email}.`,
  );
  expect((await act(id, 'receipt-mail', { receipt }, key)).status).toBe(200);
  await eventually(receipts, (rows) => rows.length === 2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await receipts()).toHaveLength(2);
  const audit = await platform.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.recordId, id));
  expect(audit.map((row) => [row.action, row.after])).toEqual([['learner.receipt-resent', { receipt }]]);

  const unknown = await act(id, 'receipt-mail', { receipt: 'R-999999' });
  expect(unknown.status).toBe(422);
  expect(await unknown.json()).toMatchObject({ errors: { receipt: ['This learner has no such receipt.'] } });
  const noKey = await platform.request(`/staff/learners/${id}/receipt-mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(await staff()) },
    body: JSON.stringify({ receipt }),
  });
  expect(noKey.status).toBe(400);
});

test('end all sign-ins, add a note, resend a confirmation: each audited, refused when there is nothing to do', async () => {
  const learner = await registerLearner(platform, 'not_submitted');
  const id = await idOf(learner.email);
  const ended = await act(id, 'sessions/end');
  expect(ended.status).toBe(200);
  expect(((await ended.json()) as { message: string }).message).toMatch(/^1 sign-in ended/);
  expect((await platform.request('/me/dashboard', { headers: bearer(learner.token) })).status).toBe(401);

  const empty = await act(id, 'notes', { text: '   ' });
  expect(empty.status).toBe(422);
  expect((await act(id, 'notes', { text: 'Called about a card payment; told them to wait a day.' })).status).toBe(200);
  const record = (await (
    await platform.request(`/staff/learners/${id}`, { headers: bearer(await staff()) })
  ).json()) as LearnerRecord;
  expect(record.notes.map((n) => n.text)).toEqual(['Called about a card payment; told them to wait a day.']);

  const confirmed = await act(id, 'confirmation');
  expect(confirmed.status).toBe(409);
  const audit = await platform.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.recordId, id));
  expect(audit.map((row) => row.action).sort()).toEqual(['learner.note-added', 'learner.sessions-ended']);
  expect((await platform.request(`/staff/learners/${randomUUID()}`, { headers: bearer(await staff()) })).status).toBe(
    404,
  );
});
