// The public forms are limited per sender address (the trusted header): ten submissions an hour, counted so that
// parallel ones cannot slip past together; another address, or the next hour, is not held up.
import { randomBytes } from 'node:crypto';
import { AUTH_DEFAULTS } from '../services/auth/settings';
import { setUpTestPlatform } from '../test/test-platform';

jest.setTimeout(60_000);

let now = new Date();
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
const platform = setUpTestPlatform({
  now: () => now,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url'), trustedClientIpHeader: 'x-client-ip' },
});

const support = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+923001234567',
  topic: 'payments',
  message: 'My semester fee payment shows as pending.',
};
const send = (path: string, body: unknown, address?: string) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-client-ip': address } : {}) },
    body: JSON.stringify(body),
  });
const stored = async () => (await platform.database.db.query.supportRequests.findMany()).length;

test('the eleventh support request from one address within the hour is a 429 saying when to try again', async () => {
  for (let i = 0; i < 10; i++) expect((await send('/support/requests', support, '203.0.113.10')).status).toBe(201);
  const before = await stored();
  advance(60);
  const refused = await send('/support/requests', support, '203.0.113.10');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('content-type')).toBe('application/problem+json');
  expect(refused.headers.get('retry-after')).toBe('3540');
  expect(await refused.json()).toMatchObject({
    status: 429,
    detail: 'Your connection has sent 10 support requests in the last hour. Try again in 59 minutes.',
  });
  expect(await stored()).toBe(before);

  // Another address is not held up, and the hour passes.
  expect((await send('/support/requests', support, '203.0.113.11')).status).toBe(201);
  advance(3600);
  expect((await send('/support/requests', support, '203.0.113.10')).status).toBe(201);
});

test('parallel submissions from one address store at most ten', async () => {
  const before = await stored();
  const answers = await Promise.all(
    Array.from({ length: 16 }, () => send('/support/requests', support, '198.51.100.20')),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  expect((await stored()) - before).toBe(10);
});

test('scholarship applications have the same limit', async () => {
  const { items } = (await (await platform.request('/scholarship/intakes')).json()) as {
    items: { slug: string; status: string }[];
  };
  const intake = items.find((item) => item.status === 'open')!;
  const application = (n: number) => ({
    intake: intake.slug,
    programme: 'data-science-and-analytics',
    applicantName: 'Bilal Ahmed',
    email: `applicant${n}@example.pk`,
    dateOfBirth: '2000-05-17',
    phone: `+9230012345${String(n).padStart(2, '0')}`,
    school: 'Government College University',
    city: 'Lahore',
    statement: 'I build small web tools for my family shop and want to learn to build them properly for others.',
  });
  for (let n = 0; n < 10; n++)
    expect((await send('/scholarship/applications', application(n), '203.0.113.30')).status).toBe(201);
  const refused = await send('/scholarship/applications', application(10), '203.0.113.30');
  expect(refused.status).toBe(429);
  expect((await refused.json()).detail).toMatch(
    /^Your connection has sent 10 applications in the last hour\. Try again in \d+ minutes?\.$/,
  );
});

test('without a known address there is no per-address limit (the trusted header is how one is known)', async () => {
  for (let i = 0; i < 12; i++) expect((await send('/support/requests', support)).status).toBe(201);
});

test('FORM_SUBMISSIONS_PER_HOUR sets the limit, and 0 turns it off', async () => {
  platform.deps.formSubmissionsPerHour = 2;
  try {
    for (let i = 0; i < 2; i++) expect((await send('/support/requests', support, '192.0.2.40')).status).toBe(201);
    const refused = await send('/support/requests', support, '192.0.2.40');
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toMatch(/^Your connection has sent 2 support requests in the last hour\./);
    platform.deps.formSubmissionsPerHour = 0;
    expect((await send('/support/requests', support, '192.0.2.40')).status).toBe(201);
  } finally {
    delete platform.deps.formSubmissionsPerHour;
  }
});
