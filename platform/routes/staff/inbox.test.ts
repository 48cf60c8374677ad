// The office's inbox over HTTP: learners get 403 and visitors 401; the list pages by keyset and stays put while forms
// arrive; status and assignee are audited with before and after (and sent again change nothing); a reply is kept with
// the form, mailed to the sender with the reference in the subject, once per Idempotency-Key; a note is never mailed.
import { and, eq } from 'drizzle-orm';
import type { InboxItem, InboxPage } from '@/contract';
import { mailOutbox, staffAuditLog } from '../../db/schema';
import { defaultAuthSettings } from '../../services/auth/settings';
import { bearer, signUp, signUpStaff } from '../../test/kyc-requests';
import { outboxMail } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(90_000);

const platform = setUpTestPlatform({ auth: { ...defaultAuthSettings(), trustedClientIpHeader: 'x-real-ip' } });

let staffToken: Promise<string> | undefined;
const staff = () => (staffToken ??= signUpStaff(platform, 'inbox-staff@example.com'));

const json = (body: unknown, token: string, key?: string) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-real-ip': '198.51.100.47',
    ...bearer(token),
    ...(key ? { 'idempotency-key': key } : {}),
  },
  body: JSON.stringify(body),
});

let sent = 0;
/** A support request as a visitor sends it (each from its own address: the per-address limit is not the subject). */
async function supportRequest(overrides: Record<string, unknown> = {}): Promise<string> {
  sent += 1;
  const answer = await platform.request('/support/requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `203.0.113.${sent % 250}` },
    body: JSON.stringify({
      name: 'Ayesha Khan',
      email: `inbox-sender-${sent}@example.pk`,
      phone: '+923001234567',
      topic: 'payments',
      message: 'I paid and my dashboard says unpaid.',
      ...overrides,
    }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

const page = async (query: string) => {
  const answer = await platform.request(`/staff/inbox?${query}`, { headers: bearer(await staff()) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as InboxPage;
};

const auditOf = (reference: string) =>
  platform.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.recordId, reference));

test('a learner gets 403 and a visitor 401, on reading and on every write', async () => {
  const reference = await supportRequest();
  const learner = await signUp(platform, 'inbox-learner@example.com');
  const reads = [`/staff/inbox`, `/staff/inbox/staff`, `/staff/inbox/${reference}`];
  for (const path of reads) {
    expect((await platform.request(path, { headers: bearer(learner) })).status).toBe(403);
    expect((await platform.request(path)).status).toBe(401);
  }
  const writes: [string, unknown][] = [
    [`/staff/inbox/${reference}/handling`, { status: 'closed', assigneeId: null }],
    [`/staff/inbox/${reference}/notes`, { body: 'Checked the gateway.' }],
    [`/staff/inbox/${reference}/replies`, { body: 'Your payment is confirmed.' }],
  ];
  for (const [path, body] of writes) {
    const answer = await platform.request(path, json(body, learner, `learner-write-${path.length}-key`));
    expect(answer.status).toBe(403);
  }
  const item = (await (
    await platform.request(`/staff/inbox/${reference}`, { headers: bearer(await staff()) })
  ).json()) as InboxItem;
  expect(item).toMatchObject({ status: 'new', assignee: null, messages: [] });
  expect(await auditOf(reference)).toEqual([]);
});

test('pages stay put while forms arrive: no form repeated or skipped, newest and oldest first', async () => {
  const mine = `paging-${Date.now()}`;
  const references: string[] = [];
  for (let i = 0; i < 7; i += 1) references.push(await supportRequest({ name: `Paging ${mine}` }));
  // Every form so far, newest first; the seven are the newest.
  const first = await page('kind=support&limit=3');
  expect(first.items.map((i) => i.reference)).toEqual(references.slice(-3).reverse());
  const arrived = await supportRequest();
  const second = await page(`kind=support&limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
  expect(second.items.map((i) => i.reference)).toEqual(references.slice(-6, -3).reverse());
  expect(second.items.map((i) => i.reference)).not.toContain(arrived);

  const oldestFirst = await page('kind=support&sort=oldest&limit=100');
  const order = oldestFirst.items.map((i) => i.reference);
  expect(order.slice(-8)).toEqual([...references, arrived]);
  // The same cursor in the other order is the rest of that order.
  const fromMiddle = await page(
    `kind=support&sort=oldest&limit=2&cursor=${encodeURIComponent(`${oldestFirst.items.at(-5)!.receivedAt}~${oldestFirst.items.at(-5)!.reference}`)}`,
  );
  expect(fromMiddle.items.map((i) => i.reference)).toEqual(order.slice(-4, -2));
});

test('support requests and scholarship applications come in one list; filters narrow it', async () => {
  const intakes = (await (await platform.request('/scholarship/intakes')).json()) as {
    items: { slug: string; status: string }[];
  };
  const intake = intakes.items.find((i) => i.status === 'open')!.slug;
  const applied = await platform.request('/scholarship/applications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.251' },
    body: JSON.stringify({
      intake,
      programme: 'data-science-and-analytics',
      applicantName: 'Bilal Ahmed',
      email: 'inbox-applicant@example.pk',
      dateOfBirth: '2000-05-17',
      phone: '+923001234567',
      school: 'Government College University',
      city: 'Lahore',
      statement: 'I build small web tools for my family shop and want to learn to build them properly for others.',
    }),
  });
  const application = ((await applied.json()) as { reference: string }).reference;
  const request = await supportRequest();
  const both = await page('limit=2');
  expect(both.items.map((i) => i.reference)).toEqual([request, application]);
  expect(both.items[1]).toMatchObject({ kind: 'scholarship', subject: 'data-science-and-analytics', status: 'new' });
  expect((await page('kind=scholarship&limit=1')).items.map((i) => i.reference)).toEqual([application]);

  const token = await staff();
  const staffId = await staffAccountId();
  await platform.request(
    `/staff/inbox/${application}/handling`,
    json({ status: 'waiting', assigneeId: staffId }, token),
  );
  const waiting = await page('status=waiting');
  expect(waiting.items.map((i) => i.reference)).toEqual([application]);
  expect(waiting.items[0]!.assignee).toEqual({ id: staffId, email: 'inbox-staff@example.com' });
  expect((await page(`assignee=${staffId}`)).items.map((i) => i.reference)).toEqual([application]);
  expect((await page('assignee=none&limit=100')).items.map((i) => i.reference)).not.toContain(application);
  expect((await platform.request('/staff/inbox?status=lost', { headers: bearer(token) })).status).toBe(400);
});

async function staffAccountId(): Promise<string> {
  const answer = await platform.request('/staff/inbox/staff', { headers: bearer(await staff()) });
  const { items } = (await answer.json()) as { items: { id: string; email: string }[] };
  return items.find((i) => i.email === 'inbox-staff@example.com')!.id;
}

test('status and assignee are audited before and after; sent again, nothing more; a learner cannot be assigned', async () => {
  const reference = await supportRequest();
  const token = await staff();
  const staffId = await staffAccountId();
  const body = { status: 'waiting', assigneeId: staffId };
  const first = await platform.request(`/staff/inbox/${reference}/handling`, json(body, token));
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ status: 'waiting', assignee: { id: staffId } });
  expect((await platform.request(`/staff/inbox/${reference}/handling`, json(body, token))).status).toBe(200);
  const entries = await auditOf(reference);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    actor: 'inbox-staff@example.com',
    action: 'inbox.handled',
    recordType: 'support-request',
    before: { status: 'new', assigneeId: null },
    after: { status: 'waiting', assigneeId: staffId },
    address: '198.51.100.47',
  });

  await signUp(platform, 'inbox-not-staff@example.com');
  const [learner] = await platform.deps.db.query.accounts.findMany({
    where: (a, { eq: equals }) => equals(a.email, 'inbox-not-staff@example.com'),
  });
  const refused = await platform.request(
    `/staff/inbox/${reference}/handling`,
    json({ status: 'closed', assigneeId: learner!.id }, token),
  );
  expect(refused.status).toBe(422);
  expect(await refused.json()).toMatchObject({ errors: { assigneeId: [expect.stringMatching(/not a staff member/)] } });
  expect(await auditOf(reference)).toHaveLength(1);
  const missing = await platform.request(
    '/staff/inbox/SR-22222222/handling',
    json({ status: 'closed', assigneeId: null }, token),
  );
  expect(missing.status).toBe(404);
});

test('a reply is kept beside the message, mailed to the sender with the reference in the subject, once per key', async () => {
  const reference = await supportRequest({ email: 'inbox-reply@example.pk', language: 'ur' });
  const token = await staff();
  const reply = { body: 'Your payment of 14 May is confirmed; the dashboard shows it now.' };
  const sentOnce = await platform.request(`/staff/inbox/${reference}/replies`, json(reply, token, 'inbox-reply-key-1'));
  expect(sentOnce.status).toBe(200);
  const replayed = await platform.request(`/staff/inbox/${reference}/replies`, json(reply, token, 'inbox-reply-key-1'));
  expect(replayed.headers.get('idempotent-replayed')).toBe('true');

  const item = (await replayed.json()) as InboxItem;
  expect(item.message).toBe('I paid and my dashboard says unpaid.');
  expect(item.status).toBe('answered');
  expect(item.messages).toEqual([
    {
      id: expect.any(String),
      kind: 'reply',
      author: 'inbox-staff@example.com',
      subject: `آپ کی درخواست ${reference} کا جواب`,
      body: reply.body,
      at: expect.any(String),
    },
  ]);
  const mailed = await outboxMail(platform, 'inbox-reply@example.pk', `آپ کی درخواست ${reference} کا جواب`);
  expect(mailed).toContain(reply.body);
  expect(mailed).toContain(`آپ کا حوالہ نمبر ${reference} ہے۔`);
  const replies = await platform.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, 'inbox-reply@example.pk'), eq(mailOutbox.subject, item.messages[0]!.subject!)));
  expect(replies).toHaveLength(1);
  expect((await auditOf(reference)).map((e) => [e.action, e.before, e.after])).toEqual([
    ['inbox.replied', { status: 'new' }, { status: 'answered', reply: item.messages[0]!.id }],
  ]);

  const noKey = await platform.request(`/staff/inbox/${reference}/replies`, json(reply, token));
  expect(noKey.status).toBe(400);
  const empty = await platform.request(
    `/staff/inbox/${reference}/replies`,
    json({ body: '  ' }, token, 'inbox-empty-1'),
  );
  expect(empty.status).toBe(422);
  expect(await empty.json()).toMatchObject({ errors: { body: ['Write the reply.'] } });
});

test('a note is kept and audited but never mailed', async () => {
  const reference = await supportRequest({ email: 'inbox-note@example.pk' });
  const token = await staff();
  const answer = await platform.request(
    `/staff/inbox/${reference}/notes`,
    json({ body: 'Gateway shows the payment settled on 14 May.' }, token, 'inbox-note-key-1'),
  );
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as InboxItem).messages).toMatchObject([{ kind: 'note', subject: null }]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const mails = await platform.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, 'inbox-note@example.pk'));
  // The acknowledgement only.
  expect(mails.map((m) => m.subject)).toEqual([`We received your request (${reference})`]);
  expect((await auditOf(reference)).map((e) => e.action)).toEqual(['inbox.noted']);
});
