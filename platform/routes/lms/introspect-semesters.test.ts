// The LMS's view of later semesters: it may open a semester the learner paid for, and a semester that started
// unpaid is not among those it may open (with a movable clock).
import { eq } from 'drizzle-orm';
import { authSessions } from '../../db/schema';
import { sha256 } from '../../services/auth/tokens';
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';
import {
  authed,
  openOrder,
  payWithTestGateway,
  postJson,
  registerLearner,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(90_000);

let now = new Date();
const platform = setUpTestPlatform({ now: () => now });
const PROGRAMME = 'full-stack-web-development';
const client = `Basic ${Buffer.from(`${TEST_LMS_CLIENT.id}:${TEST_LMS_CLIENT.secret}`).toString('base64')}`;

const introspect = async (learner: TestLearner) =>
  (await (
    await platform.request('/auth/lms-token/introspect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: client },
      body: new URLSearchParams({ token: learner.lmsToken }).toString(),
    })
  ).json()) as { scope?: string; programmes: Array<{ slug: string; semesters: number[] }> };

test('semester 2 opens once paid; semester 3, started unpaid, stays closed', async () => {
  const learner = await registerLearner(platform, 'approved');
  const first = await openOrder(platform, learner, PROGRAMME);
  await payWithTestGateway(platform, learner, first.id);
  expect((await introspect(learner)).programmes).toEqual([
    expect.objectContaining({ slug: PROGRAMME, semesters: [1] }),
  ]);

  const second = await postJson(platform, '/orders', learner, {
    programme: PROGRAMME,
    intake: first.intake.slug,
    semester: 2,
  });
  expect(second.status).toBe(201);
  await payWithTestGateway(platform, learner, ((await second.json()) as { id: string }).id);
  const paid = await introspect(learner);
  expect(paid.programmes[0]?.semesters).toEqual([1, 2]);
  expect(paid.scope?.split(' ')).toEqual([
    `programme:${PROGRAMME}`,
    `programme:${PROGRAMME}:semester:1`,
    `programme:${PROGRAMME}:semester:2`,
  ]);

  // Semester 3's term starts, unpaid: the LMS is told it may not open it.
  const enrolments = (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
    items: Array<{ semesters: Array<{ number: number; term: { startsOn: string } | null }> }>;
  };
  const third = enrolments.items[0]?.semesters.find((s) => s.number === 3)?.term?.startsOn;
  expect(third).toBeDefined();
  now = new Date(`${third}T12:00:00+05:00`);
  // The learner keeps signing in meanwhile: their session is still live then.
  await platform.deps.db
    .update(authSessions)
    .set({ expiresAt: new Date(now.getTime() + 86_400_000) })
    .where(eq(authSessions.lmsTokenHash, sha256(learner.lmsToken)));
  const lapsed = await introspect(learner);
  expect(lapsed.programmes[0]?.semesters).toEqual([1, 2]);
  expect(lapsed.scope).not.toContain('semester:3');
});
