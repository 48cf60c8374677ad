// GET /me/dashboard against the real database: the same answers as the separate endpoints, for its learner
// alone, refused without a valid token and at once after sign-out.
import { learnerDashboardSchema, problemSchema, type LearnerDashboard } from '@/contract';
import { setUpTestPlatform } from '../../test/test-platform';
import { authed, openOrder, payWithTestGateway, registerLearner, type TestLearner } from '../../test/checkout-helpers';

// Sign-ups (scrypt), identity submissions and checkouts through the test gateway are slow on a busy machine.
jest.setTimeout(60_000);

let now = new Date();
const platform = setUpTestPlatform({ now: () => now, payments: { orderExpiryMinutes: 10 } });

const get = (path: string, learner: TestLearner) => platform.request(path, { headers: authed(learner) });
const dashboardOf = async (learner: TestLearner): Promise<LearnerDashboard> => {
  const response = await get('/me/dashboard', learner);
  expect(response.status).toBe(200);
  return learnerDashboardSchema.parse(await response.json());
};

test('without a valid access token it answers 401 problem+json', async () => {
  const attempts: Record<string, string>[] = [
    {},
    { authorization: 'Bearer not.a.token' },
    { authorization: 'Basic abc' },
  ];
  for (const headers of attempts) {
    const response = await platform.request('/me/dashboard', { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(problemSchema.parse(await response.json()).status).toBe(401);
  }
});

test('a new learner: who they are, nothing bought yet, identity not submitted; never stored on the way', async () => {
  const learner = await registerLearner(platform, 'not_submitted');
  const response = await get('/me/dashboard', learner);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const dashboard = learnerDashboardSchema.parse(await response.json());
  expect(dashboard).toMatchObject({
    learner: { email: learner.email, email_verified: true },
    enrolments: [],
    orders: [],
    identity: { status: 'not_submitted', can_submit: true },
  });
});

test('it answers what /auth/me, /enrolments, /orders and /kyc/status answer, with each enrolment’s own courses', async () => {
  const learner = await registerLearner(platform);
  for (const programme of ['full-stack-web-development', 'data-science-and-analytics'])
    await payWithTestGateway(platform, learner, (await openOrder(platform, learner, programme)).id);
  const open = await openOrder(platform, learner, 'mobile-app-development');
  const dashboard = await dashboardOf(learner);
  const read = async (path: string) => (await get(path, learner)).json();
  expect(dashboard).toEqual({
    learner: await read('/auth/me'),
    enrolments: (await read('/enrolments')).items,
    orders: (await read('/orders')).items,
    identity: await read('/kyc/status'),
  });
  // Both in the order /enrolments gives (checked above); which settles first is the gateway's webhook's business.
  expect(dashboard.enrolments.map((e) => e.programme.slug).sort()).toEqual([
    'data-science-and-analytics',
    'full-stack-web-development',
  ]);
  for (const enrolment of dashboard.enrolments) {
    const courses = enrolment.semesters.flatMap((semester) =>
      semester.courses.map((course) => ({ semester: semester.number, course })),
    );
    expect(courses.length).toBeGreaterThan(0);
    expect(
      courses.every(
        ({ semester, course }) =>
          course.programmeSlug === enrolment.programme.slug && course.semesterNumber === semester,
      ),
    ).toBe(true);
  }
  expect(dashboard.orders[0]).toMatchObject({ id: open.id, status: 'pending_payment' });
  expect(dashboard.identity.status).toBe('pending');
});

test('an unpaid order past its time shows as expired', async () => {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner);
  now = new Date(now.getTime() + 11 * 60_000);
  expect((await dashboardOf(learner)).orders).toEqual([expect.objectContaining({ id: order.id, status: 'expired' })]);
});

test('another learner’s programmes, orders and identity are never in the answer', async () => {
  const buyer = await registerLearner(platform, 'approved');
  await payWithTestGateway(platform, buyer, (await openOrder(platform, buyer)).id);
  await openOrder(platform, buyer, 'cyber-security');
  const other = await registerLearner(platform, 'not_submitted');
  const theirs = await dashboardOf(other);
  expect(theirs).toMatchObject({
    learner: { email: other.email },
    enrolments: [],
    orders: [],
    identity: { status: 'not_submitted' },
  });
  const mine = await dashboardOf(buyer);
  expect(mine).toMatchObject({ learner: { email: buyer.email }, identity: { status: 'approved' } });
  expect([mine.enrolments.length, mine.orders.length]).toEqual([1, 2]);
});

test('sign-out ends access at once: the same access token is refused on the next call', async () => {
  const learner = await registerLearner(platform);
  const post = (path: string, body: unknown) =>
    platform.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signedIn = (await (
    await post('/auth/login', { email: learner.email, password: 'a long enough password' })
  ).json()) as { access_token: string; refresh_token: string };
  const session = { ...learner, token: signedIn.access_token };
  await dashboardOf(session);
  expect((await post('/auth/logout', { refresh_token: signedIn.refresh_token })).status).toBe(204);
  const refused = await get('/me/dashboard', session);
  expect(refused.status).toBe(401);
  expect((await refused.json()).detail).toMatch(/session has ended/);
  // The learner's other sign-in (from sign-up) is untouched.
  await dashboardOf(learner);
});

test('openapi.json documents GET /me/dashboard with its LearnerDashboard schema', async () => {
  const document = (await (await platform.request('/openapi.json')).json()) as {
    paths: Record<string, { get?: { responses: Record<string, unknown>; security?: unknown } }>;
    components: { schemas: Record<string, unknown> };
  };
  const operation = document.paths['/api/v1/me/dashboard']?.get;
  expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401', '429', '503']);
  expect(operation?.security).toEqual([{ bearerAuth: [] }]);
  expect(JSON.stringify(operation?.responses['200'])).toContain('#/components/schemas/LearnerDashboard');
  expect(JSON.stringify(document.components.schemas.LearnerDashboard)).toContain('#/components/schemas/Enrolment');
});
