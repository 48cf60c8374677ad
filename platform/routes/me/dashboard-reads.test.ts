// GET /me/dashboard reads everything, the session check included, in one statement: its lists keep their order
// (enrolments oldest first, orders newest first, whatever order they were stored in) and a session past its end
// is refused as every other handler refuses it.
import { eq, inArray } from 'drizzle-orm';
import { learnerDashboardSchema, type LearnerDashboard } from '@/contract';
import { accounts, authSessions } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import { authed, openOrder, payWithTestGateway, registerLearner, type TestLearner } from '../../test/checkout-helpers';

// Sign-ups (scrypt), identity submissions and checkouts through the test gateway are slow on a busy machine.
jest.setTimeout(60_000);

const start = new Date();
let now = start;
const platform = setUpTestPlatform({ now: () => now });
// Minutes after the start, within the access token's 15-minute life.
const at = (minutes: number) => (now = new Date(start.getTime() + minutes * 60_000));

const dashboardOf = async (learner: TestLearner): Promise<LearnerDashboard> => {
  const response = await platform.request('/me/dashboard', { headers: authed(learner) });
  expect(response.status).toBe(200);
  return learnerDashboardSchema.parse(await response.json());
};

/** Statements the database runs while `work` runs (every drizzle statement is one client query; PGlite's exec too). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (platform.database.db as unknown as { $client: Record<'query' | 'exec', () => unknown> }).$client;
  const spies = (['query', 'exec'] as const)
    .filter((name) => typeof client[name] === 'function')
    .map((name) => jest.spyOn(client, name));
  try {
    await work();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

test('enrolments oldest first and orders newest first, by their times rather than the order they were stored in', async () => {
  const learner = await registerLearner(platform);
  at(10);
  await payWithTestGateway(platform, learner, (await openOrder(platform, learner, 'data-science-and-analytics')).id);
  at(0);
  await payWithTestGateway(platform, learner, (await openOrder(platform, learner, 'full-stack-web-development')).id);
  at(5);
  await openOrder(platform, learner, 'mobile-app-development');
  const dashboard = await dashboardOf(learner);
  expect(dashboard.enrolments.map((e) => e.programme.slug)).toEqual([
    'full-stack-web-development',
    'data-science-and-analytics',
  ]);
  expect(dashboard.orders.map((o) => o.programme.slug)).toEqual([
    'data-science-and-analytics',
    'mobile-app-development',
    'full-stack-web-development',
  ]);
  expect(dashboard.orders.map((o) => o.status)).toEqual(['paid', 'pending_payment', 'paid']);
});

test('one statement answers the whole dashboard with the session check, for a new learner and an enrolled one', async () => {
  const learner = await registerLearner(platform, 'not_submitted');
  expect(await statementsDuring(() => dashboardOf(learner))).toBe(1);
  const enrolled = await registerLearner(platform, 'pending');
  await payWithTestGateway(platform, enrolled, (await openOrder(platform, enrolled)).id);
  await openOrder(platform, enrolled, 'cyber-security');
  let dashboard: LearnerDashboard | undefined;
  expect(await statementsDuring(async () => (dashboard = await dashboardOf(enrolled)))).toBe(1);
  expect(dashboard).toMatchObject({
    identity: { status: 'pending' },
    enrolments: [{ status: expect.any(String) }],
    orders: [{ status: 'pending_payment' }, { status: 'paid' }],
  });
  expect(dashboard?.enrolments[0]?.semesters.flatMap((semester) => semester.courses).length).toBeGreaterThan(0);
});

test('a sign-in past its session’s end is refused with a token that is itself still valid, as by every handler', async () => {
  const learner = await registerLearner(platform);
  await dashboardOf(learner);
  const { db } = platform.deps;
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, learner.email));
  const sessions = db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.accountId, account!.id));
  await db
    .update(authSessions)
    .set({ expiresAt: new Date(now.getTime() - 1_000) })
    .where(inArray(authSessions.id, sessions));
  for (const path of ['/me/dashboard', '/auth/me']) {
    const refused = await platform.request(path, { headers: authed(learner) });
    expect(refused.status).toBe(401);
    expect((await refused.json()).detail).toMatch(/session has ended/);
  }
});
