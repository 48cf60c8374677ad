// Accounts and sessions over HTTP: sign-up, sign-in, rotation, reuse detection, sign-out,
// password change and brute-force limits, on a fresh database with a movable clock.
import { randomBytes } from 'node:crypto';
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { signUp } from '../../test/sign-up';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine.
jest.setTimeout(60_000);

let now = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

const platform = setUpTestPlatform({
  seed: false,
  now: () => now,
  auth: {
    ...AUTH_DEFAULTS,
    secret: randomBytes(32).toString('base64url'),
    trustedClientIpHeader: 'x-client-ip',
    addressFailureLimit: 20,
  },
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const introspect = (token: string) =>
  platform.request('/auth/lms-token/introspect', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${TEST_LMS_CLIENT.id}:${TEST_LMS_CLIENT.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }).toString(),
  });
const me = (accessToken: string) =>
  platform.request('/auth/me', { headers: { authorization: `Bearer ${accessToken}` } });

let counter = 0;
async function registerLearner(password = 'correct horse battery') {
  const email = `learner${++counter}@example.com`;
  return { email, password, auth: await signUp(platform, { full_name: 'Ayesha Khan', email, password }) };
}

test('a confirmed sign-up answers the six fields of the auth data and the token opens /auth/me', async () => {
  const { email, auth } = await registerLearner();
  expect(Object.keys(auth).sort()).toEqual([
    'access_token',
    'access_token_expiry',
    'lms_token',
    'refresh_token',
    'refresh_token_expiry',
    'user',
  ]);
  expect(auth.user).toMatchObject({
    email,
    full_name: 'Ayesha Khan',
    country: 'PK',
    phone: null,
    email_verified: true,
  });
  expect(new Date(auth.access_token_expiry).getTime() - now.getTime()).toBe(900_000);
  expect(new Date(auth.refresh_token_expiry).getTime() - now.getTime()).toBe(2_592_000_000);
  const response = await me(auth.access_token);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ email });
});

test('a too short password names the rule', async () => {
  const weak = await post('/auth/register', { full_name: 'X', email: 'weak@example.com', password: 'short' });
  expect(weak.status).toBe(422);
  expect((await weak.json()).errors.password).toEqual(['Use at least 10 characters.']);
});

test('sign-in with the e-mail in any case; a wrong password and an unknown e-mail get one message', async () => {
  const { email, password } = await registerLearner();
  expect((await post('/auth/login', { email: email.toUpperCase(), password })).status).toBe(200);
  const wrong = await post('/auth/login', { email, password: 'wrong password!' });
  const unknown = await post('/auth/login', { email: 'nobody@example.com', password });
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  expect((await wrong.json()).detail).toBe((await unknown.json()).detail);
});

test('a forged, tampered or expired access token gets no learner', async () => {
  const { auth } = await registerLearner();
  const [header, payload, signature] = auth.access_token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${signature}`;
  expect((await me(tampered)).status).toBe(401);
  expect((await me('not-a-jwt')).status).toBe(401);
  expect((await platform.request('/auth/me')).status).toBe(401);
  advance(901);
  expect((await me(auth.access_token)).status).toBe(401);
});

test('refresh rotates the token; replaying a rotated one after the grace window revokes the family', async () => {
  const { auth } = await registerLearner();
  const first = await post('/auth/refresh', { refresh_token: auth.refresh_token });
  expect(first.status).toBe(200);
  const rotated = await first.json();
  expect(rotated.refresh_token).not.toBe(auth.refresh_token);
  expect(rotated.refresh_token_expiry).toBe(auth.refresh_token_expiry);
  expect(rotated).not.toHaveProperty('lms_token');

  advance(AUTH_DEFAULTS.refreshGraceSeconds + 1);
  const replay = await post('/auth/refresh', { refresh_token: auth.refresh_token });
  expect(replay.status).toBe(401);
  // The whole family is gone: the newest refresh token and the access token too.
  expect((await post('/auth/refresh', { refresh_token: rotated.refresh_token })).status).toBe(401);
  expect((await me(rotated.access_token)).status).toBe(401);
  expect(await (await introspect(auth.lms_token)).json()).toEqual({ active: false });
});

test('sign-out revokes the refresh token, the access token and the LMS token', async () => {
  const { auth } = await registerLearner();
  expect((await (await introspect(auth.lms_token)).json()).active).toBe(true);
  expect((await post('/auth/logout', { refresh_token: auth.refresh_token })).status).toBe(204);
  expect((await post('/auth/refresh', { refresh_token: auth.refresh_token })).status).toBe(401);
  expect((await me(auth.access_token)).status).toBe(401);
  expect(await (await introspect(auth.lms_token)).json()).toEqual({ active: false });
});

test('a password change ends every other sign-in and needs the current password', async () => {
  const { email, password, auth } = await registerLearner();
  const other = await (await post('/auth/login', { email, password })).json();
  const headers = { authorization: `Bearer ${auth.access_token}` };
  const wrong = await post(
    '/auth/change-password',
    { current_password: 'not it at all', new_password: 'a brand new password' },
    headers,
  );
  expect(wrong.status).toBe(422);
  expect((await wrong.json()).errors.current_password).toBeDefined();
  const changed = await post(
    '/auth/change-password',
    { current_password: password, new_password: 'a brand new password' },
    headers,
  );
  expect(changed.status).toBe(200);
  const fresh = await changed.json();
  expect((await me(other.access_token)).status).toBe(401);
  expect((await post('/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
  expect((await me(fresh.access_token)).status).toBe(200);
  expect((await post('/auth/login', { email, password })).status).toBe(401);
  expect((await post('/auth/login', { email, password: 'a brand new password' })).status).toBe(200);
});

test('failed sign-ins are limited per account with 429 and Retry-After, even for the right password', async () => {
  const { email, password } = await registerLearner();
  for (let i = 0; i < 10; i++)
    expect((await post('/auth/login', { email, password: `wrong-${i}-password` })).status).toBe(401);
  const blocked = await post('/auth/login', { email, password });
  expect(blocked.status).toBe(429);
  const retryAfter = Number(blocked.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  advance(retryAfter);
  expect((await post('/auth/login', { email, password })).status).toBe(200);
});

test('failed sign-ins are limited per client address from the trusted header only', async () => {
  const address = { 'x-client-ip': '203.0.113.7' };
  for (let i = 0; i < 20; i++)
    await post('/auth/login', { email: `spray${i}@example.com`, password: 'guess guess guess' }, address);
  const blocked = await post('/auth/login', { email: 'spray-new@example.com', password: 'guess guess guess' }, address);
  expect(blocked.status).toBe(429);
  expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  // X-Forwarded-For is not trusted: a spoofed one neither escapes nor causes the limit.
  const spoofed = await post(
    '/auth/login',
    { email: 'spray-new@example.com', password: 'guess guess guess' },
    { ...address, 'x-forwarded-for': '198.51.100.1' },
  );
  expect(spoofed.status).toBe(429);
  const otherClient = await post(
    '/auth/login',
    { email: 'spray-new@example.com', password: 'guess guess guess' },
    { 'x-forwarded-for': '203.0.113.7' },
  );
  expect(otherClient.status).toBe(401);
  advance(901);
}, 60_000);

test('in a list in the trusted header, only the entry the proxy added (the last) names the client', async () => {
  // Client-chosen first entries vary, the proxy-added last one does not: all 20 count against 198.51.100.9.
  for (let i = 0; i < 20; i++) {
    await post(
      '/auth/login',
      { email: `list${i}@example.com`, password: 'guess guess guess' },
      { 'x-client-ip': `10.0.0.${i}, 198.51.100.9` },
    );
  }
  const blocked = await post(
    '/auth/login',
    { email: 'list-new@example.com', password: 'guess guess guess' },
    { 'x-client-ip': '10.9.9.9, 198.51.100.9' },
  );
  expect(blocked.status).toBe(429);
  advance(901);
}, 60_000);

test('the OpenAPI document describes the auth endpoints and the bearer scheme', async () => {
  const doc = await (await platform.request('/openapi.json')).json();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/auth/login',
      '/api/v1/auth/refresh',
      '/api/v1/auth/me',
      '/api/v1/auth/password-recovery/code',
    ]),
  );
  expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
});
