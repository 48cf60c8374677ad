// The office's money over HTTP: a learner's second payment is owed back and shows in the list; a refund over what is
// owed is refused at its field and changes nothing; a refund is recorded once (a replay, a second click, two at once,
// the database itself), audited and shown to the learner; pages stay put while rows are added; totals match the rows;
// the CSV opens in a spreadsheet; learners get 403 and visitors 401.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { formatRupees, type LedgerEntry, type LedgerPage, type RefundOwed } from '@/contract';
import { accounts, mailOutbox, payments, refunds, staffAuditLog } from '../../db/schema';
import { grantStaffRole } from '../../services/auth/staff-role';
import { storageOf } from '../../services/storage/storage-of';
import { documentPhoto } from '../../test/test-images';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  authed,
  decideOnGateway,
  eventually,
  followReturn,
  getOrder,
  openOrder,
  postJson,
  registerLearner,
  startPayment,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(120_000);

const platform = setUpTestPlatform();

let staffMember: Promise<TestLearner> | undefined;
const staff = () =>
  (staffMember ??= registerLearner(platform, 'not_submitted').then(async (member) => {
    await grantStaffRole(platform.deps.db, member.email);
    return member;
  }));

/** A learner who paid the same order twice (card and JazzCash pages both approved): the card payment goes back. */
async function paidTwice() {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const first = await startPayment(platform, learner, order.id, 'card');
  const second = await startPayment(platform, learner, order.id, 'jazzcash');
  await followReturn(platform, await decideOnGateway(platform, second.body?.redirect?.url ?? '', 'approve'));
  await followReturn(platform, await decideOnGateway(platform, first.body?.redirect?.url ?? '', 'approve'));
  const after = await eventually(
    () => getOrder(platform, learner, order.id),
    (o) => o.payments.every((p) => p.status === 'succeeded'),
  );
  const duplicate = after.payments.find((p) => p.refundDue);
  if (!duplicate) throw new Error('no duplicate payment');
  return { learner, order, duplicate };
}

const get = async (path: string, who?: TestLearner) => platform.request(path, { headers: who ? authed(who) : {} });
const owed = async () =>
  ((await (await get('/staff/refunds/owed', await staff())).json()) as { items: RefundOwed[] }).items;
const page = async (query: string) => {
  const answer = await get(`/staff/money?${query}`, await staff());
  expect(answer.status).toBe(200);
  return (await answer.json()) as LedgerPage;
};
const refundsOf = async (paymentId: string) =>
  (await platform.deps.db.select({ n: count() }).from(refunds).where(eq(refunds.paymentId, paymentId)))[0]!.n;
const auditRowsOf = (paymentId: string) =>
  platform.deps.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, 'refund.recorded'), eq(staffAuditLog.recordId, paymentId)));

/** Every row of the list with `query`, page by page. */
async function walk(query: string, between?: () => Promise<void>): Promise<LedgerEntry[]> {
  const rows: LedgerEntry[] = [];
  let cursor: string | null = null;
  do {
    const found: LedgerPage = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    rows.push(...found.items);
    cursor = found.nextCursor;
    if (between && cursor) await between();
  } while (cursor);
  return rows;
}

test('a payment made twice is owed back; more than it is refused at the field and changes nothing', async () => {
  const { duplicate } = await paidTwice();
  const item = (await owed()).find((o) => o.paymentId === duplicate.id);
  expect(item).toMatchObject({
    reason: 'duplicate',
    method: 'card',
    paid: duplicate.amount,
    owed: duplicate.amount,
    learner: { fullName: 'Ayesha Khan' },
  });

  const tooMuch = await postJson(platform, '/staff/refunds', await staff(), {
    paymentId: duplicate.id,
    amountPaisa: duplicate.amount.amountPaisa + 1,
    method: 'card',
    reference: 'RF-OVER-1',
  });
  expect(tooMuch.status).toBe(422);
  expect(await tooMuch.json()).toMatchObject({
    errors: { amountPaisa: [`At most ${formatRupees(duplicate.amount)} is owed back for this payment.`] },
  });
  expect(await refundsOf(duplicate.id)).toBe(0);
  expect(await auditRowsOf(duplicate.id)).toHaveLength(0);
});

test('a refund is recorded once: audited, the learner sees it and is mailed; a replay, a second click and two at once add nothing', async () => {
  const { learner, order, duplicate } = await paidTwice();
  const body = {
    paymentId: duplicate.id,
    amountPaisa: duplicate.amount.amountPaisa,
    method: 'card',
    reference: 'RF-77001',
  };
  const key = randomUUID();
  const first = await postJson(platform, '/staff/refunds', await staff(), body, key);
  expect(first.status).toBe(200);
  const replay = await postJson(platform, '/staff/refunds', await staff(), body, key);
  expect(replay.status).toBe(200);
  expect((await replay.json()).id).toBe((await first.json()).id);
  const again = await postJson(platform, '/staff/refunds', await staff(), body);
  expect(again.status).toBe(409);
  expect((await again.json()).detail).toBe('A refund for this payment is recorded already.');
  expect(await refundsOf(duplicate.id)).toBe(1);

  const seen = (await getOrder(platform, learner, order.id)).payments.find((p) => p.id === duplicate.id);
  expect(seen?.refund).toMatchObject({ amount: duplicate.amount, method: 'card', reference: 'RF-77001' });
  expect((await owed()).map((o) => o.paymentId)).not.toContain(duplicate.id);

  const [audit, ...more] = await auditRowsOf(duplicate.id);
  expect(more).toHaveLength(0);
  expect(audit).toMatchObject({
    actor: (await staff()).email,
    recordType: 'payment',
    before: { owedPaisa: duplicate.amount.amountPaisa, refund: null },
    after: { refund: { amountPaisa: duplicate.amount.amountPaisa, method: 'card', reference: 'RF-77001' } },
  });
  const mails = await eventually(
    () => platform.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, learner.email)),
    (rows) => rows.some((row) => row.subject.includes('sent back')),
  );
  const mail = mails.find((row) => row.subject.includes('sent back'));
  expect(mail?.subject).toBe(`${formatRupees(duplicate.amount)} sent back for Full-Stack Web Development`);
});

test('two staff recording the same refund at once: one is recorded, the other refused; the database refuses a second row', async () => {
  const { duplicate } = await paidTwice();
  const body = { paymentId: duplicate.id, amountPaisa: 100_000, method: 'jazzcash', reference: 'RF-RACE' };
  const answers = await Promise.all([
    postJson(platform, '/staff/refunds', await staff(), body),
    postJson(platform, '/staff/refunds', await staff(), body),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(await refundsOf(duplicate.id)).toBe(1);
  const [row] = await platform.deps.db.select().from(refunds).where(eq(refunds.paymentId, duplicate.id));
  await expect(platform.deps.db.insert(refunds).values({ ...row!, id: randomUUID() })).rejects.toThrow();
  expect(await refundsOf(duplicate.id)).toBe(1);
});

test('learners get 403 and visitors 401 on every money endpoint', async () => {
  const learner = await registerLearner(platform);
  for (const path of ['/staff/money', '/staff/money/export', '/staff/refunds/owed']) {
    expect((await get(path, learner)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
  }
  const { duplicate } = await paidTwice();
  const body = { paymentId: duplicate.id, amountPaisa: 100, method: 'card', reference: 'RF-LEARNER' };
  expect((await postJson(platform, '/staff/refunds', learner, body)).status).toBe(403);
  expect(await refundsOf(duplicate.id)).toBe(0);
});

test('pages stay put while payments are added, by date and by amount, and the totals are the rows’ sums', async () => {
  await paidTwice();
  await paidTwice();
  // Payments started while someone pages: one learner's order, switching methods (each switch is a new payment).
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const methods = ['card', 'jazzcash', 'easypaisa'];
  const added: string[] = [];
  const addPayment = async () => {
    const started = await startPayment(platform, learner, order.id, methods[added.length % methods.length]);
    added.push(started.body!.payment.id);
  };
  for (const query of ['limit=2', 'limit=3&sort=amount&order=asc']) {
    const before = await walk(query);
    const during = await walk(query, addPayment);
    // Every row seen once, in the same order; rows added while paging may show only after the cursor.
    expect(during.filter((row) => !added.includes(row.id)).map((row) => row.id)).toEqual(
      before.filter((row) => !added.includes(row.id)).map((row) => row.id),
    );
    expect(new Set(during.map((row) => row.id)).size).toBe(during.length);
  }
  expect(added.length).toBeGreaterThan(2);

  const all = await walk('limit=200');
  const { totals } = await page('limit=1');
  const sum = (rows: LedgerEntry[]) => rows.reduce((total, row) => total + row.amount.amountPaisa, 0);
  const received = sum(all.filter((row) => row.kind === 'payment' && row.state === 'succeeded'));
  const refunded = sum(all.filter((row) => row.kind === 'refund'));
  expect(totals).toEqual({
    count: all.length,
    received: { amountPaisa: received, currency: 'PKR' },
    refunded: { amountPaisa: refunded, currency: 'PKR' },
    netPaisa: received - refunded,
  });
  const cards = await page('method=card&state=succeeded&limit=200');
  expect(cards.items.every((row) => row.method === 'card' && row.state === 'succeeded')).toBe(true);
  expect(cards.totals.count).toBe(cards.items.length);
  expect(cards.totals.received.amountPaisa).toBe(sum(cards.items));
});

test('the totals of each filter (programme, state, method, dates) are the sums of that filter’s rows', async () => {
  const { duplicate } = await paidTwice();
  const refunded = await postJson(platform, '/staff/refunds', await staff(), {
    paymentId: duplicate.id,
    amountPaisa: 100_000,
    method: 'bank_transfer',
    reference: 'TOTALS-1',
  });
  expect(refunded.status).toBe(200);
  const [someRow] = await walk('state=refunded&limit=1');
  const programme = someRow!.programme.slug;
  const today = new Date().toISOString().slice(0, 10);
  const sum = (rows: LedgerEntry[]) => rows.reduce((total, row) => total + row.amount.amountPaisa, 0);
  // Rows across the months of 2002 (a year no other test's rows fall in; each payment started cancels the one before),
  // each side of a day's first moment in Pakistan at the range's ends and at a month's: the totals add whole months and
  // the days left over. A day there began at 19:00 UTC the day before, but at 18:00 in the summer of 2002 (UTC+6).
  // Rows within from 2002-01-10 to 2002-04-20: the second to the fifth, and the two moved below.
  const spread = await registerLearner(platform);
  const spreadOrder = await openOrder(platform, spread);
  const moments = [
    '2002-01-09T18:59:59Z',
    '2002-01-09T19:00:00Z',
    '2002-01-31T19:00:00Z',
    '2002-03-15T08:00:00Z',
    '2002-04-20T17:59:59Z',
    '2002-04-20T18:00:00Z',
  ];
  for (const [i, at] of moments.entries()) {
    const started = await startPayment(platform, spread, spreadOrder.id, ['card', 'jazzcash', 'easypaisa'][i % 3]);
    await platform.deps.db
      .update(payments)
      .set({ startedAt: new Date(at) })
      .where(eq(payments.id, started.body!.payment.id));
  }
  await platform.deps.db
    .update(payments)
    .set({ startedAt: new Date('2002-02-20T10:00:00Z') })
    .where(eq(payments.id, duplicate.id));
  await platform.deps.db
    .update(refunds)
    .set({ recordedAt: new Date('2002-02-28T19:30:00Z') })
    .where(eq(refunds.paymentId, duplicate.id));
  const inRange = await walk('from=2002-01-10&to=2002-04-20&limit=200');
  expect(inRange.map((row) => `${row.kind} ${row.state}`).sort()).toEqual([
    ...Array<string>(4).fill('payment cancelled'),
    'payment succeeded',
    'refund refunded',
  ]);
  for (const query of [
    'from=2002-01-10&to=2002-04-20',
    'from=2002-01-10&to=2002-04-20&method=card',
    'from=2002-01-10&to=2002-01-31',
    'from=2002-02-01&to=2002-03-31',
    'from=2002-02-01',
    'to=2002-04-20',
    `programme=${programme}`,
    `programme=${programme}&state=succeeded`,
    `programme=${programme}&state=refunded`,
    'state=refunded',
    'method=bank_transfer',
    'method=card',
    `from=${today}&to=${today}`,
    `from=${today}&method=jazzcash`,
    'from=2000-01-01&to=2000-01-31',
  ]) {
    const rows = await walk(`${query}&limit=200`);
    const received = sum(rows.filter((row) => row.kind === 'payment' && row.state === 'succeeded'));
    const refundedSum = sum(rows.filter((row) => row.kind === 'refund'));
    expect({ query, totals: (await page(`${query}&limit=1`)).totals }).toEqual({
      query,
      totals: {
        count: rows.length,
        received: { amountPaisa: received, currency: 'PKR' },
        refunded: { amountPaisa: refundedSum, currency: 'PKR' },
        netPaisa: received - refundedSum,
      },
    });
  }
});

test('a day of the filter is a day in Pakistan, in the rows and in the totals, as the rows show their times', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  const started = await startPayment(platform, learner, order.id, 'card');
  const id = started.body!.payment.id;
  // 00:30 on 5 March 2001 in Lahore is still 4 March in UTC; a date no other test's rows fall on.
  await platform.deps.db
    .update(payments)
    .set({ startedAt: new Date('2001-03-04T19:30:00Z') })
    .where(eq(payments.id, id));
  const fifth = await page('from=2001-03-05&to=2001-03-05&limit=10');
  expect({ rows: fifth.items.map((row) => row.id), count: fifth.totals.count }).toEqual({ rows: [id], count: 1 });
  const fourth = await page('from=2001-03-04&to=2001-03-04&limit=10');
  expect({ rows: fourth.items.length, count: fourth.totals.count }).toEqual({ rows: 0, count: 0 });
});

test('bad filters and cursors are refused with the field named', async () => {
  for (const [query, field] of [
    ['from=2026-13-01', 'from'],
    ['method=cash', 'method'],
    ['state=lost', 'state'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
  ] as const) {
    const answer = await get(`/staff/money?${query}`, await staff());
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(field);
  }
});

test('the CSV: byte-order mark, header, ISO dates, amounts as numbers (a refund negative), an Urdu name intact', async () => {
  const { learner, duplicate } = await paidTwice();
  await platform.deps.db.update(accounts).set({ fullName: 'عائشہ خان' }).where(eq(accounts.email, learner.email));
  const refunded = await postJson(platform, '/staff/refunds', await staff(), {
    paymentId: duplicate.id,
    amountPaisa: 150_050,
    method: 'bank_transfer',
    reference: '=HYPERLINK("x")',
  });
  expect(refunded.status).toBe(200);
  const answer = await get('/staff/money/export?state=refunded', await staff());
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
  expect(lines[0]).toBe(
    'date,kind,learner,email,programme,semester,order_reference,method,reference,amount_pkr,state,receipt',
  );
  const line = lines.find((l) => l.includes('عائشہ خان'));
  expect(line).toMatch(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,refund,عائشہ خان,.+,Full-Stack Web Development,1,LP-\w+,bank_transfer,"'=HYPERLINK\(""x""\)",-1500\.5,refunded,$/,
  );
});

test('a refund’s proof is a photo through the photo pipeline, added by staff, audited, read back by staff only', async () => {
  const { learner, duplicate } = await paidTwice();
  const recorded = await postJson(platform, '/staff/refunds', await staff(), {
    paymentId: duplicate.id,
    amountPaisa: duplicate.amount.amountPaisa,
    method: 'card',
    reference: 'RF-PROOF-1',
  });
  const refundId = ((await recorded.json()) as { id: string }).id;
  const put = async (who: TestLearner, body: Buffer, type = 'image/png') =>
    platform.request(`/staff/refunds/${refundId}/proof`, {
      method: 'PUT',
      headers: { ...authed(who), 'content-type': type },
      body: new Uint8Array(body),
    });
  const proofRow = async () =>
    (await platform.deps.db.select({ key: refunds.proofKey }).from(refunds).where(eq(refunds.id, refundId)))[0]!.key;

  expect((await put(learner, await documentPhoto('png', 1080, 1920))).status).toBe(403);
  const notAnImage = await put(await staff(), Buffer.from('%PDF-1.7\n1 0 obj\n'), 'application/pdf');
  expect(notAnImage.status).toBe(415);
  expect(Object.keys(((await notAnImage.json()) as { errors: object }).errors)).toEqual(['proof']);
  expect(await proofRow()).toBeNull();

  expect((await put(await staff(), await documentPhoto('png', 1080, 1920))).status).toBe(204);
  const first = await proofRow();
  expect(first).not.toBeNull();
  const read = await get(`/staff/refunds/${refundId}/proof`, await staff());
  expect([read.status, read.headers.get('content-type'), read.headers.get('cache-control')]).toEqual([
    200,
    'image/jpeg',
    'private, no-store',
  ]);
  expect((await get(`/staff/refunds/${refundId}/proof`, learner)).status).toBe(403);
  expect((await get(`/staff/refunds/${randomUUID()}/proof`, await staff())).status).toBe(404);

  // Replaced: one photo kept, the first deleted from storage; each upload audited.
  expect((await put(await staff(), await documentPhoto('jpeg'))).status).toBe(204);
  expect(await proofRow()).not.toBe(first);
  expect(await storageOf(platform.deps).get(first!)).toBeUndefined();
  const audit = await platform.deps.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, 'refund.proof_added'), eq(staffAuditLog.recordId, refundId)));
  expect(audit.map((row) => [row.before, row.after])).toEqual([
    [{ proof: null }, { proof: 'stored' }],
    [{ proof: 'stored' }, { proof: 'stored' }],
  ]);
  const listed = (await page('state=refunded&limit=200')).items.find((entry) => entry.id === refundId);
  expect(listed?.hasProof).toBe(true);
});
