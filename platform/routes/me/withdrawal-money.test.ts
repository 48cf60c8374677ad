// What a withdrawal does to the money of the other semesters, over HTTP: every semester paid for that the learner will
// not have is owed back, from what was paid, once; an order still open for one is cancelled and a payment that lands on
// it anyway is flagged for refund, never paid; no scholarship is recorded for it; the LMS stops naming the programme.
import { eq } from 'drizzle-orm';
import { withdrawalSchema, type Enrolment } from '@/contract';
import { programmes } from '../../db/schema';
import { signUpStaff } from '../../test/kyc-requests';
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';
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

jest.setTimeout(150_000);

const platform = setUpTestPlatform();
const PROGRAMME = 'full-stack-web-development';
const FEE = 8_500_000;

let staff: Promise<string> | undefined;
const staffToken = () => (staff ??= signUpStaff(platform, `withdrawal-money-${Date.now()}@example.com`));

async function enrolled(): Promise<{ learner: TestLearner; intake: string }> {
  const learner = await registerLearner(platform, 'approved');
  const order = await openOrder(platform, learner, PROGRAMME);
  await payWithTestGateway(platform, learner, order.id);
  return { learner, intake: order.intake.slug };
}

const orderSemester = (learner: TestLearner, intake: string, semester: number) =>
  postJson(platform, '/orders', learner, { programme: PROGRAMME, intake, semester });

async function paySemester(learner: TestLearner, intake: string, semester: number): Promise<void> {
  const order = (await (await orderSemester(learner, intake, semester)).json()) as { id: string };
  await payWithTestGateway(platform, learner, order.id);
  expect((await getOrder(platform, learner, order.id)).status).toBe('paid');
}

const withdraw = (learner: TestLearner, semester: number) =>
  postJson(platform, '/me/withdrawals', learner, { programme: PROGRAMME, semester });

async function enrolment(learner: TestLearner): Promise<Enrolment> {
  const list = (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
    items: Enrolment[];
  };
  return list.items.find((e) => e.programme.slug === PROGRAMME)!;
}

/** The refunds staff see for this learner: semester → amount (paisa). */
async function refundsOwed(learner: TestLearner): Promise<Record<number, number>> {
  const queue = (await (
    await platform.request('/staff/withdrawals', { headers: { authorization: `Bearer ${await staffToken()}` } })
  ).json()) as { items: unknown[] };
  const mine = queue.items.map((item) => withdrawalSchema.parse(item)).filter((w) => w.learner.email === learner.email);
  return Object.fromEntries(mine.map((w) => [w.semester, w.refund.amountPaisa]));
}

const introspect = (learner: TestLearner) =>
  platform.request('/auth/lms-token/introspect', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${TEST_LMS_CLIENT.id}:${TEST_LMS_CLIENT.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token: learner.lmsToken }).toString(),
  });

test('semesters 1 and 2 paid, 3 ordered, withdrawal before the term: both fees owed back, the order cancelled, its late payment flagged', async () => {
  const { learner, intake } = await enrolled();
  await paySemester(learner, intake, 2);
  const third = (await (await orderSemester(learner, intake, 3)).json()) as { id: string };
  // A gateway page opened before the withdrawal, confirmed after it (a late confirmation).
  const started = await startPayment(platform, learner, third.id);

  // Before the term: the dashboard offers semester 1's whole fee and says semester 2's comes back too.
  expect((await enrolment(learner)).semesters[0]?.standing.withdrawable).toMatchObject({
    refund: { amountPaisa: FEE },
    later: [{ number: 2, refund: { amountPaisa: FEE } }],
    total: { amountPaisa: 2 * FEE },
  });
  const response = await withdraw(learner, 1);
  expect(response.status).toBe(201);
  const recorded = (await response.json()) as { items: unknown[] };
  expect(recorded.items.map((w) => withdrawalSchema.parse(w)).map((w) => [w.semester, w.refund.amountPaisa])).toEqual([
    [1, FEE],
    [2, FEE],
  ]);
  expect(await refundsOwed(learner)).toEqual({ 1: FEE, 2: FEE });
  expect((await enrolment(learner)).semesters.map((s) => [s.standing.status, s.standing.withdrawal])).toEqual([
    [
      'withdrawn',
      {
        refund: { amountPaisa: FEE, currency: 'PKR' },
        status: 'requested',
        requestedAt: expect.any(String),
        settledAt: null,
      },
    ],
    [
      'withdrawn',
      {
        refund: { amountPaisa: FEE, currency: 'PKR' },
        status: 'requested',
        requestedAt: expect.any(String),
        settledAt: null,
      },
    ],
    ['withdrawn', null],
  ]);

  // The open order is cancelled: nothing can be paid for semester 3 any more...
  expect((await getOrder(platform, learner, third.id)).status).toBe('cancelled');
  expect((await orderSemester(learner, intake, 3)).status).toBe(409);
  // ...and the money the gateway confirms late for it is kept and flagged to go back, with no receipt.
  await followReturn(platform, await decideOnGateway(platform, started.body?.redirect?.url ?? '', 'approve'));
  const late = await eventually(
    () => getOrder(platform, learner, third.id),
    (o) => o.payments.some((p) => p.status === 'succeeded'),
  );
  expect(late.status).toBe('cancelled');
  expect(late.payments[0]).toMatchObject({
    status: 'succeeded',
    refundDue: true,
    flag: 'order_closed',
    receiptNumber: null,
  });

  // Each refund is recorded once: asking again changes nothing.
  expect((await withdraw(learner, 1)).status).toBe(409);
  expect((await withdraw(learner, 2)).status).toBe(409);
  expect(await refundsOwed(learner)).toEqual({ 1: FEE, 2: FEE });
});

test('withdrawn from semester 2 first, then from semester 1: semester 1 comes back too, semester 2 not twice', async () => {
  const { learner, intake } = await enrolled();
  await paySemester(learner, intake, 2);
  expect((await withdraw(learner, 2)).status).toBe(201);
  expect((await enrolment(learner)).semesters.map((s) => s.standing.status)).toEqual([
    'paid',
    'withdrawn',
    'withdrawn',
  ]);
  const earlier = await withdraw(learner, 1);
  expect(earlier.status).toBe(201);
  expect(((await earlier.json()) as { items: Array<{ semester: number }> }).items.map((w) => w.semester)).toEqual([1]);
  expect(await refundsOwed(learner)).toEqual({ 1: FEE, 2: FEE });
});

test('the refund is what was paid, not what the catalogue asks today', async () => {
  const { learner } = await enrolled();
  // The institute raises the fee after the learner paid.
  await platform.deps.db
    .update(programmes)
    .set({ pricePerSemesterPaisa: 9_500_000 })
    .where(eq(programmes.slug, PROGRAMME));
  try {
    expect((await enrolment(learner)).semesters[0]?.standing).toMatchObject({
      fee: { amountPaisa: FEE },
      withdrawable: { refund: { amountPaisa: FEE } },
    });
    const response = await withdraw(learner, 1);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { items: Array<{ refund: { amountPaisa: number } }> }).items).toMatchObject([
      { refund: { amountPaisa: FEE } },
    ]);
  } finally {
    await platform.deps.db.update(programmes).set({ pricePerSemesterPaisa: FEE }).where(eq(programmes.slug, PROGRAMME));
  }
});

test('no scholarship is recorded for a semester the learner withdrew from', async () => {
  const { learner } = await enrolled();
  expect((await withdraw(learner, 1)).status).toBe(201);
  const covered = await platform.request('/staff/scholarships', {
    method: 'POST',
    headers: { authorization: `Bearer ${await staffToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, programme: PROGRAMME, semester: 2 }),
  });
  expect(covered.status).toBe(409);
  expect(((await covered.json()) as { detail: string }).detail).toMatch(/withdrew/);
  expect((await enrolment(learner)).semesters[1]?.standing.status).toBe('withdrawn');
});

test('after withdrawing from semester 1 the LMS opens nothing and names no programme', async () => {
  const { learner } = await enrolled();
  const before = (await (await introspect(learner)).json()) as Record<string, unknown>;
  expect(before).toMatchObject({
    course_access: true,
    scope: `programme:${PROGRAMME} programme:${PROGRAMME}:semester:1`,
  });
  expect((await withdraw(learner, 1)).status).toBe(201);
  const after = (await (await introspect(learner)).json()) as Record<string, unknown>;
  expect(after).toMatchObject({ active: true, course_access: false, programmes: [] });
  expect(after).not.toHaveProperty('scope');
});
