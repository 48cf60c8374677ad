// RFC 7662 introspection over HTTP: only the LMS, with its client credentials, learns anything; an active
// token says whose it is and opens courses only after a paid enrolment.
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';
import { openOrder, payWithTestGateway, registerLearner } from '../../test/checkout-helpers';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const introspect = (token: string, authorization?: string) =>
  platform.request('/auth/lms-token/introspect', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    body: new URLSearchParams({ token, token_type_hint: 'lms_token' }).toString(),
  });

test('without the LMS’s client credentials nobody learns whether a token is active', async () => {
  const learner = await registerLearner(platform);
  for (const authorization of [
    undefined,
    basic(TEST_LMS_CLIENT.id, 'wrong secret that is long enough'),
    basic('someone', TEST_LMS_CLIENT.secret),
    `Bearer ${learner.token}`,
  ]) {
    const response = await introspect(learner.lmsToken, authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="lms-introspection"');
    expect(await response.json()).not.toHaveProperty('active');
  }
});

test('the LMS sees an active token, whose it is, and course access only after payment with an approved identity', async () => {
  const learner = await registerLearner(platform, 'approved');
  const client = basic(TEST_LMS_CLIENT.id, TEST_LMS_CLIENT.secret);
  const before = await introspect(learner.lmsToken, client);
  expect(before.status).toBe(200);
  expect(before.headers.get('cache-control')).toBe('no-store');
  const inactiveScope = await before.json();
  expect(inactiveScope).toMatchObject({
    active: true,
    client_id: TEST_LMS_CLIENT.id,
    email: learner.email,
    course_access: false,
    programmes: [],
  });
  // RFC 7662: no scope is no member; token_type is one of RFC 6749's types or absent.
  expect(inactiveScope).not.toHaveProperty('scope');
  expect(inactiveScope).not.toHaveProperty('token_type');

  const order = await openOrder(platform, learner);
  await payWithTestGateway(platform, learner, order.id);
  expect(await (await introspect(learner.lmsToken, client)).json()).toMatchObject({
    active: true,
    course_access: true,
    scope: 'programme:full-stack-web-development programme:full-stack-web-development:semester:1',
    programmes: [
      {
        slug: 'full-stack-web-development',
        title: 'Full-Stack Web Development',
        intake: order.intake.slug,
        semesters: [1],
      },
    ],
  });
  expect(await (await introspect('not-a-token', client)).json()).toEqual({ active: false });
});

test('paid but identity still pending: active, enrolled, but no course access yet', async () => {
  const learner = await registerLearner(platform, 'pending');
  const order = await openOrder(platform, learner);
  await payWithTestGateway(platform, learner, order.id);
  const answer = await (await introspect(learner.lmsToken, basic(TEST_LMS_CLIENT.id, TEST_LMS_CLIENT.secret))).json();
  expect(answer).toMatchObject({
    active: true,
    course_access: false,
    programmes: [{ slug: 'full-stack-web-development', semesters: [] }],
  });
  expect(answer).not.toHaveProperty('scope');
});

test('a body without exactly one token is a 400 invalid_request (RFC 7662 §2.3, RFC 6749 §5.2), kept by no cache', async () => {
  const client = basic(TEST_LMS_CLIENT.id, TEST_LMS_CLIENT.secret);
  for (const body of ['', 'token_type_hint=lms_token', 'token=one&token=two']) {
    const response = await platform.request('/auth/lms-token/introspect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: client },
      body,
    });
    expect({
      body,
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      answer: await response.json(),
    }).toEqual({
      body,
      status: 400,
      type: 'application/json',
      cache: 'no-store',
      answer: { error: 'invalid_request', error_description: 'Send exactly one token parameter.' },
    });
  }
});
