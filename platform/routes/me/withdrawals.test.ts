// Withdrawal over HTTP on a movable clock: before the term starts all of the fee back, in its first 14 days half,
// after that none; recorded against the paying payment; staff settle it once (who and when); the learner is mailed;
// the LMS no longer opens the semester and nothing later is due.
import { and, eq, like } from 'drizzle-orm';
import { OWN_CASE_PROBLEM_TYPE, withdrawalRecordedSchema } from '@/contract';
import { authSessions, mailOutbox } from '../../db/schema';
import { grantStaffRole } from '../../services/auth/staff-role';
import { sha256 } from '../../services/auth/tokens';
import { signUpStaff } from '../../test/kyc-requests';
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';
import {
  authed,
  openOrder,
  payWithTestGateway,
  postJson,
  registerLearner,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(150_000);

let now = new Date();
const platform = setUpTestPlatform({ now: () => now });
const PROGRAMME = 'full-stack-web-development';
const DAY = 86_400_000;

async function enrolled(): Promise<{ learner: TestLearner; startsOn: string; receipt: string }> {
  const learner = await registerLearner(platform, 'approved');
  const order = await openOrder(platform, learner, PROGRAMME);
  const { payment } = await payWithTestGateway(platform, learner, order.id);
  const paid = (await (await platform.request(`/orders/${order.id}`, { headers: authed(learner) })).json()) as {
    payments: Array<{ id: string; receiptNumber: string | null }>;
  };
  return {
    learner,
    startsOn: order.intake.startsOn,
    receipt: paid.payments.find((p) => p.id === payment.id)?.receiptNumber ?? '',
  };
}

/** Months later: the learner has kept signing in (their session live then), and signs in again now. */
async function moveTo(learner: TestLearner, instant: Date): Promise<TestLearner> {
  now = instant;
  await platform.deps.db
    .update(authSessions)
    .set({ expiresAt: new Date(now.getTime() + DAY) })
    .where(eq(authSessions.lmsTokenHash, sha256(learner.lmsToken)));
  const login = await platform.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, password: 'a long enough password' }),
  });
  expect(login.status).toBe(200);
  return { ...learner, token: ((await login.json()) as { access_token: string }).access_token };
}

const withdraw = (learner: TestLearner, semester = 1, key?: string) =>
  postJson(platform, '/me/withdrawals', learner, { programme: PROGRAMME, semester }, key);
/** The first semester's standing as GET /enrolments gives it: what the dashboard offers and shows. */
async function firstStanding(learner: TestLearner) {
  const list = (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
    items: Array<{ semesters: Array<{ standing: { status: string; withdrawable: unknown; withdrawal: unknown } }> }>;
  };
  return list.items[0]?.semesters[0]?.standing;
}
const dayOf = (startsOn: string, offset: number) => new Date(Date.parse(`${startsOn}T12:00:00+05:00`) + offset * DAY);

afterEach(() => {
  now = new Date();
});

test('within the first 14 days: half the fee back, against the paying payment; staff settle it once; the learner is mailed', async () => {
  const enrolment = await enrolled();
  const learner = await moveTo(enrolment.learner, dayOf(enrolment.startsOn, 13));
  const staff = await signUpStaff(platform, `withdrawals-${Date.now()}@example.com`);
  // The dashboard offers it with the Terms' figure and the last day of the half refund: day 13 is that day.
  expect(await firstStanding(learner)).toMatchObject({
    withdrawable: {
      refund: { amountPaisa: 4_250_000 },
      halfRefundUntil: dayOf(enrolment.startsOn, 13).toISOString().slice(0, 10),
    },
    withdrawal: null,
  });
  expect((await withdraw(learner, 1, null as unknown as string)).status).toBe(400);
  const response = await withdraw(learner);
  expect(response.status).toBe(201);
  const [withdrawal] = withdrawalRecordedSchema.parse(await response.json()).items;
  if (!withdrawal) throw new Error('no refund recorded');
  expect(withdrawal).toMatchObject({
    semester: 1,
    refund: { amountPaisa: 4_250_000 },
    receiptNumber: enrolment.receipt,
    status: 'requested',
    settledBy: null,
  });
  expect((await withdraw(learner)).status).toBe(409);
  expect(await firstStanding(learner)).toMatchObject({
    withdrawable: null,
    withdrawal: { refund: { amountPaisa: 4_250_000 }, status: 'requested' },
  });

  // Withdrawn: nothing later is due, and the LMS no longer opens the semester.
  const list = (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
    items: Array<{ semesters: Array<{ standing: { status: string } }> }>;
  };
  expect(list.items[0]?.semesters.map((s) => s.standing.status)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
  const lms = await platform.request('/auth/lms-token/introspect', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${TEST_LMS_CLIENT.id}:${TEST_LMS_CLIENT.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token: learner.lmsToken }).toString(),
  });
  // Withdrawn from semester 1, the programme is given up: the LMS is not told of it at all.
  expect(await lms.json()).toMatchObject({ course_access: false, programmes: [] });

  const queue = (await (
    await platform.request('/staff/withdrawals', { headers: { authorization: `Bearer ${staff}` } })
  ).json()) as { items: Array<{ id: string }> };
  expect(queue.items.map((w) => w.id)).toContain(withdrawal.id);
  expect(
    (
      await platform.request(`/staff/withdrawals/${withdrawal.id}/settle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${learner.token}` },
      })
    ).status,
  ).toBe(403);
  const settled = await platform.request(`/staff/withdrawals/${withdrawal.id}/settle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(settled.status).toBe(200);
  expect(await settled.json()).toMatchObject({
    status: 'refunded',
    settledBy: expect.stringContaining('withdrawals-'),
    settledAt: expect.any(String),
  });
  expect((await firstStanding(learner))?.withdrawal).toMatchObject({
    status: 'refunded',
    settledAt: expect.any(String),
  });
  expect(
    (
      await platform.request(`/staff/withdrawals/${withdrawal.id}/settle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}` },
      })
    ).status,
  ).toBe(409);
  const mails = await platform.deps.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, learner.email), like(mailOutbox.subject, '%withdrawal%')));
  expect(mails).toHaveLength(1);
});

test('before the term starts the whole fee comes back; after the first 14 days there is no refund and nothing is recorded', async () => {
  const early = await enrolled();
  expect((await firstStanding(early.learner))?.withdrawable).toMatchObject({ refund: { amountPaisa: 8_500_000 } });
  const before = await withdraw(early.learner);
  expect(before.status).toBe(201);
  expect(withdrawalRecordedSchema.parse(await before.json()).items.map((w) => w.refund.amountPaisa)).toEqual([
    8_500_000,
  ]);

  const late = await enrolled();
  const learner = await moveTo(late.learner, dayOf(late.startsOn, 14));
  const refused = await withdraw(learner);
  expect(refused.status).toBe(422);
  expect(((await refused.json()) as { errors: { semester: string[] } }).errors.semester[0]).toMatch(
    /no refund after that/,
  );
  const list = (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
    items: Array<{ semesters: Array<{ standing: { status: string } }> }>;
  };
  expect(list.items[0]?.semesters[0]?.standing.status).toBe('paid');
  expect((await firstStanding(learner))?.withdrawable).toBeNull();
});

test('nobody settles their own withdrawal: 403 with the reason, and it stays requested', async () => {
  const { learner } = await enrolled();
  const [withdrawal] = withdrawalRecordedSchema.parse(await (await withdraw(learner)).json()).items;
  if (!withdrawal) throw new Error('no refund recorded');
  // A staff member who is also a learner: the withdrawal is their own.
  await grantStaffRole(platform.deps.db, learner.email);
  const refused = await platform.request(`/staff/withdrawals/${withdrawal.id}/settle`, {
    method: 'POST',
    headers: authed(learner),
  });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({
    type: OWN_CASE_PROBLEM_TYPE,
    detail: 'This withdrawal is your own: another staff member must decide it.',
  });
  expect((await firstStanding(learner))?.withdrawal).toMatchObject({ status: 'requested' });
});
