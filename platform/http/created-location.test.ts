// Every 201 names what it created (RFC 9110 §15.3.2): for each operation of openapi.json with a 201, the test
// performs it over HTTP and reads its Location back with the same token (200), and a replay of the same
// Idempotency-Key names the same; or the operation is an exception below, with its reason. The document declares
// Location on exactly the 201s that send it.
import { randomUUID } from 'node:crypto';
import { openOrder, payWithTestGateway, postJson, registerLearner, type TestLearner } from '../test/checkout-helpers';
import { grantStaffRole } from '../services/auth/staff-role';
import { cnicSubmission, signUp, signUpStaff, submit } from '../test/kyc-requests';
import { codeInText, outboxMail } from '../test/sign-up';
import { setUpTestPlatform } from '../test/test-platform';

jest.setTimeout(180_000);

const platform = setUpTestPlatform();
const PROGRAMME = 'full-stack-web-development';

/** 201s without a Location: what they create has no URL a caller may read it back from. */
const WITHOUT_LOCATION: Record<string, string> = {
  'POST /api/v1/support/requests':
    'Sent without signing in: the reference is quoted to support, and nothing reads a request back to its sender.',
  'POST /api/v1/scholarship/applications':
    'Sent without signing in: the decision is mailed, and an application is never read back over the API.',
  'POST /api/v1/kyc/photos/{kind}':
    'A photo is only ever sent, never served back (it is stored encrypted); its id goes into the submission.',
};

interface Created {
  response: Response;
  token: string;
  /** The same request with the same Idempotency-Key; absent where the operation takes no key. */
  replay?: () => Promise<Response>;
}

/** A learner's POST with an Idempotency-Key, and its replay. */
async function sent(path: string, learner: TestLearner, body: unknown): Promise<Created> {
  const key = randomUUID();
  const send = () => postJson(platform, path, learner, body, key);
  return { response: await send(), token: learner.token, replay: send };
}

async function enrolled(): Promise<TestLearner> {
  const learner = await registerLearner(platform, 'approved');
  await payWithTestGateway(platform, learner, (await openOrder(platform, learner, PROGRAMME)).id);
  return learner;
}

/** Each operation with a 201, performed as a client does it. */
const PERFORM: Record<string, () => Promise<Created>> = {
  'POST /api/v1/auth/register/confirm': async () => {
    const email = `location-${Date.now()}@example.com`;
    const registered = await platform.request('/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Ayesha Khan', email, password: 'a long enough password' }),
    });
    const { registration_id } = (await registered.json()) as { registration_id: string };
    const code = codeInText(await outboxMail(platform, email, 'Confirm your e-mail address'));
    const response = await platform.request('/auth/register/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ registration_id, email, code }),
    });
    return { response, token: ((await response.clone().json()) as { access_token: string }).access_token };
  },
  'POST /api/v1/orders': async () => {
    const learner = await registerLearner(platform, 'approved');
    const options = (await (
      await platform.request(`/checkout/programmes/${PROGRAMME}`, {
        headers: { authorization: `Bearer ${learner.token}` },
      })
    ).json()) as { intakes: { slug: string }[] };
    return sent('/orders', learner, { programme: PROGRAMME, intake: options.intakes[0]?.slug });
  },
  'POST /api/v1/orders/{id}/payments': async () => {
    const learner = await registerLearner(platform, 'approved');
    const order = await openOrder(platform, learner, PROGRAMME);
    return sent(`/orders/${order.id}/payments`, learner, { method: 'card' });
  },
  'POST /api/v1/kyc/submissions': async () => {
    const learner = await registerLearner(platform, 'not_submitted');
    const body = await cnicSubmission(platform, learner.token);
    const key = randomUUID();
    return {
      response: await submit(platform, learner.token, body, key),
      token: learner.token,
      replay: () => submit(platform, learner.token, body, key),
    };
  },
  'POST /api/v1/me/withdrawals': async () =>
    sent('/me/withdrawals', await enrolled(), { programme: PROGRAMME, semester: 1 }),
  'POST /api/v1/staff/scholarships': async () => {
    const learner = await enrolled();
    const staff = await signUpStaff(platform, `location-staff-${Date.now()}@example.com`);
    const response = await platform.request('/staff/scholarships', {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: learner.email, programme: PROGRAMME, semester: 2 }),
    });
    return { response, token: staff };
  },
  'POST /api/v1/staff/catalogue/instructors': async () => {
    const admin = await signUpAdmin();
    const slug = `location-${Date.now()}`;
    return adminSent('/staff/catalogue/instructors', admin, {
      content: {
        slug,
        name: 'Hina Qureshi',
        title: 'Data Engineer',
        headline: 'Pipelines',
        bio: 'Teaches data.',
        city: 'Karachi',
        expertise: ['SQL'],
        yearsExperience: 5,
      },
    });
  },
  'POST /api/v1/staff/catalogue/faq': async () => {
    const admin = await signUpAdmin();
    return adminSent('/staff/catalogue/faq', admin, {
      content: { question: `Location question ${Date.now()}?`, answer: 'Read back.', topic: 'support', position: 1 },
    });
  },
  'POST /api/v1/staff/catalogue/intakes': async () => {
    const admin = await signUpAdmin();
    return adminSent('/staff/catalogue/intakes', admin, {
      content: {
        slug: `location-${Date.now()}`,
        name: 'Location intake',
        startsOn: '2031-01-13',
        endsOn: '2031-05-04',
        open: true,
      },
    });
  },
  'POST /api/v1/staff/catalogue/programmes': async () => {
    const admin = await signUpAdmin();
    const slug = `location-${Date.now()}`;
    const code = `LOC${Date.now() % 100000}`;
    return adminSent('/staff/catalogue/programmes', admin, {
      content: {
        slug,
        title: 'Location Programme',
        tagline: 'Read back',
        description: 'A programme.',
        outcomes: ['Reads back'],
        level: 'foundation',
        mode: 'online',
        durationWeeks: 12,
        minimumAge: 16,
        pricePerSemesterPaisa: 5_000_000,
        featured: false,
        enrolmentOpen: true,
        semesters: [
          {
            name: 'One',
            courses: [
              { slug: `${slug}-c`, code, title: 'C', summary: 'C.', credits: 3, instructorSlug: 'ayesha-siddiqui' },
            ],
          },
        ],
      },
    });
  },
};

/** An account with the admin role, as `npm run staff:add -- --admin` makes one. */
async function signUpAdmin(): Promise<string> {
  const email = `location-admin-${Date.now()}-${Math.random()}@example.com`;
  const token = await signUp(platform, email);
  await grantStaffRole(platform.deps.db, email, new Date(), 'admin');
  return token;
}

/** An admin's POST with an Idempotency-Key, and its replay. */
function adminSent(path: string, token: string, body: unknown): Promise<Created> {
  const key = randomUUID();
  const send = () =>
    platform.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  return send().then((response) => ({ response, token, replay: send }));
}

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
}

test('every 201 names what it created in Location, the same on a replay; the document says so', async () => {
  const document = (await (await platform.request('/openapi.json')).json()) as Document;
  const creating = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.responses['201'])
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        declared: Object.keys(operation.responses['201']?.headers ?? {}).includes('Location'),
      })),
  );
  const names = creating.map(({ name }) => name).sort();
  // Each 201 is either performed here or an argued exception: a new one must join one of the two.
  expect(names).toEqual([...Object.keys(PERFORM), ...Object.keys(WITHOUT_LOCATION)].sort());
  expect(
    creating
      .filter(({ declared }) => declared)
      .map(({ name }) => name)
      .sort(),
  ).toEqual(names.filter((name) => name in PERFORM));

  const found: Record<
    string,
    { status: number; location: string | null; readBack?: number; replayed?: string | null }
  > = {};
  for (const [name, perform] of Object.entries(PERFORM)) {
    const { response, token, replay } = await perform();
    const location = response.headers.get('location');
    found[name] = { status: response.status, location };
    if (!location?.startsWith('/api/v1/')) continue;
    const read = await platform.request(location.slice('/api/v1'.length), {
      headers: { authorization: `Bearer ${token}` },
    });
    found[name].readBack = read.status;
    if (replay) {
      const again = await replay();
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      found[name].replayed = again.headers.get('location');
    }
  }
  expect(found).toEqual(
    Object.fromEntries(
      Object.entries(found).map(([name, { location }]) => [
        name,
        {
          status: 201,
          location: expect.stringMatching(/^\/api\/v1\//),
          readBack: 200,
          ...(name === 'POST /api/v1/auth/register/confirm' || name === 'POST /api/v1/staff/scholarships'
            ? {}
            : { replayed: location }),
        },
      ]),
    ),
  );
  // The order's URL is the order's own.
  expect(found['POST /api/v1/orders']?.location).toMatch(/^\/api\/v1\/orders\/[0-9a-f-]{36}$/);
});
