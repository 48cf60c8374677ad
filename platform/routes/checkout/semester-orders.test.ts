// Paying a later semester over HTTP on a fresh database: due dates, the order per semester with its guarantees (one
// open order per semester, Idempotency-Key, a second payment flagged for refund, never a second enrolment), the
// order of semesters, and a semester whose term started unpaid (with a movable clock).
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { enrolmentSchema, orderSchema, type Enrolment } from '@/contract';
import { accounts, enrolments, orders } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  authed,
  decideOnGateway,
  eventually,
  followReturn,
  getOrder,
  openOrder,
  payWithTestGateway,
  postJson,
  registerLearner,
  startPayment,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(90_000);

let now = new Date();
const platform = setUpTestPlatform({ now: () => now });
const PROGRAMME = 'full-stack-web-development';

async function enrolledLearner(): Promise<{ learner: TestLearner; enrolment: Enrolment }> {
  const learner = await registerLearner(platform);
  const first = await openOrder(platform, learner, PROGRAMME);
  await payWithTestGateway(platform, learner, first.id);
  return { learner, enrolment: await enrolmentOf(learner) };
}

async function enrolmentOf(learner: TestLearner): Promise<Enrolment> {
  const list = (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
    items: unknown[];
  };
  return enrolmentSchema.parse(list.items.find((e) => (e as Enrolment).programme.slug === PROGRAMME));
}

const orderSemester = (learner: TestLearner, enrolment: Enrolment, semester: number, key?: string) =>
  postJson(platform, '/orders', learner, { programme: PROGRAMME, intake: enrolment.intake.slug, semester }, key);

afterEach(() => {
  now = new Date();
});

test('semester 2 is due the day before its term starts, and payable once semester 1 is paid', async () => {
  const { enrolment } = await enrolledLearner();
  const [first, second, third] = enrolment.semesters;
  expect(first?.standing).toMatchObject({ status: 'paid', payable: false });
  const startsOn = second?.term?.startsOn ?? '';
  const dayBefore = new Date(`${startsOn}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  expect(second?.standing).toEqual({
    status: 'due',
    fee: { amountPaisa: 8_500_000, currency: 'PKR' },
    dueOn: dayBefore.toISOString().slice(0, 10),
    payable: true,
    coveredAt: null,
    withdrawable: null,
    withdrawal: null,
  });
  // Semester 3 waits for semester 2.
  expect(third?.standing).toMatchObject({ status: 'due', payable: false });
});

test('an order for semester 2: Idempotency-Key, one open order, the semester on the order and receipt, no second enrolment', async () => {
  const { learner, enrolment } = await enrolledLearner();
  const body = { programme: PROGRAMME, intake: enrolment.intake.slug, semester: 2 };
  expect((await postJson(platform, '/orders', learner, body, null)).status).toBe(400);
  const key = randomUUID();
  const created = await postJson(platform, '/orders', learner, body, key);
  expect(created.status).toBe(201);
  const order = orderSchema.parse(await created.json());
  const term = enrolment.semesters[1]?.term;
  expect(order).toMatchObject({ semester: 2, status: 'pending_payment', total: { amountPaisa: 8_500_000 } });
  expect(order.lines).toEqual([
    {
      description: `Full-Stack Web Development: semester 2 tuition (${term?.name})`,
      amount: { amountPaisa: 8_500_000, currency: 'PKR' },
    },
  ]);
  // The order closes when the term starts (Pakistan time) if its own expiry is later.
  expect(Date.parse(order.expiresAt)).toBeLessThanOrEqual(Date.parse(`${term?.startsOn}T00:00:00+05:00`));
  expect((await postJson(platform, '/orders', learner, body, key)).headers.get('idempotent-replayed')).toBe('true');
  const racing = await Promise.all([1, 2, 3].map(() => postJson(platform, '/orders', learner, body)));
  expect(new Set(await Promise.all(racing.map(async (r) => ((await r.json()) as { id: string }).id)))).toEqual(
    new Set([order.id]),
  );

  // Two gateway pages for the one order, both approved: one pays, the other is flagged for refund.
  const card = await startPayment(platform, learner, order.id, 'card');
  const wallet = await startPayment(platform, learner, order.id, 'jazzcash');
  await followReturn(platform, await decideOnGateway(platform, wallet.body?.redirect?.url ?? '', 'approve'));
  await followReturn(platform, await decideOnGateway(platform, card.body?.redirect?.url ?? '', 'approve'));
  const paid = await eventually(
    () => getOrder(platform, learner, order.id),
    (o) => o.payments.every((p) => p.status === 'succeeded'),
  );
  expect(paid.status).toBe('paid');
  const byMethod = Object.fromEntries(paid.payments.map((p) => [p.method, p]));
  expect(byMethod.jazzcash).toMatchObject({ refundDue: false, receiptNumber: expect.any(String) });
  expect(byMethod.card).toMatchObject({ refundDue: true, flag: 'duplicate', receiptNumber: null });

  const receipt = await (
    await platform.request(`/receipts/${byMethod.jazzcash?.receiptNumber}`, { headers: authed(learner) })
  ).json();
  expect(receipt.order).toMatchObject({
    semester: 2,
    lines: [{ description: expect.stringContaining('semester 2 tuition') }],
  });
  const [enrolled] = await platform.deps.db
    .select({ value: count() })
    .from(enrolments)
    .innerJoin(accounts, eq(accounts.id, enrolments.accountId))
    .where(and(eq(enrolments.programmeSlug, PROGRAMME), eq(accounts.email, learner.email)));
  expect(enrolled?.value).toBe(1);
  expect((await enrolmentOf(learner)).semesters[1]?.standing).toMatchObject({ status: 'paid', payable: false });
  // Paid: no new order for it; semester 3 is payable now.
  expect((await postJson(platform, '/orders', learner, body)).status).toBe(409);
  expect((await enrolmentOf(learner)).semesters[2]?.standing).toMatchObject({ status: 'due', payable: true });
});

test('semester 3 cannot be ordered before semester 2, nor a semester the programme does not have', async () => {
  const { learner, enrolment } = await enrolledLearner();
  const early = await orderSemester(learner, enrolment, 3);
  expect(early.status).toBe(422);
  expect((await early.json()).errors).toEqual({ semester: ['Pay for semester 2 first.'] });
  expect((await orderSemester(learner, enrolment, 9)).status).toBe(422);
  const other = await postJson(platform, '/orders', learner, {
    programme: 'data-science-and-analytics',
    intake: enrolment.intake.slug,
    semester: 2,
  });
  expect(other.status).toBe(404);
  const [open] = await platform.deps.db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), eq(orders.programmeSemester, 3)));
  expect(open?.value).toBe(0);
});

test('a semester whose term started unpaid has lapsed: it can no longer be ordered', async () => {
  const enrolled = await enrolledLearner();
  const { enrolment } = enrolled;
  let { learner } = enrolled;
  const startsOn = enrolment.semesters[1]?.term?.startsOn ?? '';
  now = new Date(`${startsOn}T00:00:00+05:00`);
  // Months later the access token has long expired: the learner signs in again.
  const login = await platform.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, password: 'a long enough password' }),
  });
  expect(login.status).toBe(200);
  learner = { ...learner, token: ((await login.json()) as { access_token: string }).access_token };
  const lapsed = await enrolmentOf(learner);
  expect(lapsed.semesters[1]?.standing).toMatchObject({ status: 'lapsed', payable: false });
  const refused = await orderSemester(learner, enrolment, 2);
  expect(refused.status).toBe(422);
  expect((await refused.json()).errors.semester[0]).toMatch(/started unpaid/);
  // A minute before the start it was still due.
  now = new Date(now.getTime() - 60_000);
  expect((await enrolmentOf(learner)).semesters[1]?.standing.status).toBe('due');
  expect((await orderSemester(learner, enrolment, 2)).status).toBe(201);
});
