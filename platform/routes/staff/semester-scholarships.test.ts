// Scholarships per semester over HTTP: staff cover a later semester (who and when recorded); the learner then has
// nothing to pay for it, an order open for it closes, the LMS may open it, and only staff may decide.
import { semesterScholarshipSchema } from '@/contract';
import { signUpStaff } from '../../test/kyc-requests';
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';
import {
  authed,
  getOrder,
  openOrder,
  payWithTestGateway,
  postJson,
  registerLearner,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(120_000);

const platform = setUpTestPlatform();
const PROGRAMME = 'full-stack-web-development';

const cover = (token: string, body: Record<string, unknown>) =>
  platform.request('/staff/scholarships', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function enrolled(): Promise<{ learner: TestLearner; intake: string }> {
  const learner = await registerLearner(platform, 'approved');
  const order = await openOrder(platform, learner, PROGRAMME);
  await payWithTestGateway(platform, learner, order.id);
  return { learner, intake: order.intake.slug };
}

const semesters = async (learner: TestLearner) =>
  (
    (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
      items: Array<{
        semesters: Array<{ number: number; standing: { status: string; payable: boolean; coveredAt: string | null } }>;
      }>;
    }
  ).items[0]?.semesters ?? [];

test('staff cover semester 2: recorded with who and when, nothing to pay, the open order closed, the LMS may open it', async () => {
  const staffEmail = `scholarships-${Date.now()}@example.com`;
  const staff = await signUpStaff(platform, staffEmail);
  const { learner, intake } = await enrolled();
  const open = await postJson(platform, '/orders', learner, { programme: PROGRAMME, intake, semester: 2 });
  expect(open.status).toBe(201);
  const openId = ((await open.json()) as { id: string }).id;

  // A learner may not decide; bad input is said at its field and changes nothing.
  expect((await cover(learner.token, { email: learner.email, programme: PROGRAMME, semester: 2 })).status).toBe(403);
  const first = await cover(staff, { email: learner.email, programme: PROGRAMME, semester: 1 });
  expect(first.status).toBe(422);
  expect(((await first.json()) as { errors: Record<string, string[]> }).errors.semester?.[0]).toMatch(
    /Semester 1 is paid at enrolment/,
  );
  expect((await cover(staff, { email: 'nobody@example.com', programme: PROGRAMME, semester: 2 })).status).toBe(404);
  expect((await semesters(learner))[1]?.standing.status).toBe('due');

  const covered = await cover(staff, { email: learner.email, programme: PROGRAMME, semester: 2 });
  expect(covered.status).toBe(201);
  expect(semesterScholarshipSchema.parse(await covered.json())).toMatchObject({
    learner: { email: learner.email },
    semester: 2,
    decidedBy: staffEmail,
  });
  expect((await cover(staff, { email: learner.email, programme: PROGRAMME, semester: 2 })).status).toBe(409);

  const after = await semesters(learner);
  expect(after[1]?.standing).toMatchObject({ status: 'scholarship', payable: false, coveredAt: expect.any(String) });
  expect(after[2]?.standing).toMatchObject({ status: 'due', payable: true });
  expect((await getOrder(platform, learner, openId)).status).toBe('cancelled');
  const refused = await postJson(platform, '/orders', learner, { programme: PROGRAMME, intake, semester: 2 });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(/covered by your scholarship/);

  const lms = await platform.request('/auth/lms-token/introspect', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${TEST_LMS_CLIENT.id}:${TEST_LMS_CLIENT.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token: learner.lmsToken }).toString(),
  });
  expect(((await lms.json()) as { programmes: Array<{ semesters: number[] }> }).programmes[0]?.semesters).toEqual([
    1, 2,
  ]);

  const list = (await (
    await platform.request('/staff/scholarships', { headers: { authorization: `Bearer ${staff}` } })
  ).json()) as { items: unknown[] };
  expect(list.items).toContainEqual(
    expect.objectContaining({
      semester: 2,
      decidedBy: staffEmail,
      learner: expect.objectContaining({ email: learner.email }),
    }),
  );
});
