// Cross-origin calls over HTTP: closed unless CORS_ORIGINS lists the origin; a listed origin's preflight and answers
// carry what its browser needs, never Allow-Credentials; any other origin gets no CORS header at all.
import { readPlatformConfig } from '../config';
import { createTestPlatform, type TestPlatform } from '../test/test-platform';

jest.setTimeout(60_000);

const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';

let open: TestPlatform;
let closed: TestPlatform;
beforeAll(async () => {
  [open, closed] = await Promise.all([
    createTestPlatform({ corsOrigins: [PARTNER, 'http://localhost:3001'] }),
    createTestPlatform(),
  ]);
});
afterAll(() => Promise.all([open.close(), closed.close()]));

const preflight = (platform: TestPlatform, origin: string) =>
  platform.request('/orders', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

const corsHeaders = (answer: Response) =>
  Object.fromEntries([...answer.headers].filter(([name]) => name.startsWith('access-control-')));

test('a listed origin’s preflight is answered with its origin, methods and headers, without credentials', async () => {
  const answer = await preflight(open, PARTNER);
  expect(answer.status).toBe(204);
  expect(corsHeaders(answer)).toEqual({
    'access-control-allow-origin': PARTNER,
    'access-control-allow-methods': 'GET,HEAD,POST,PUT,PATCH',
    'access-control-allow-headers': 'Authorization,Content-Type,Idempotency-Key,If-None-Match',
    'access-control-expose-headers': 'Location,ETag,Retry-After,Idempotent-Replayed,WWW-Authenticate,Allow',
    'access-control-max-age': '600',
  });
  expect(answer.headers.get('vary')).toContain('Origin');
});

test('a listed origin reads a catalogue answer and its ETag; each answer varies by Origin', async () => {
  const answer = await open.request('/programmes', { headers: { origin: PARTNER } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
  expect(answer.headers.get('access-control-expose-headers')).toContain('ETag');
  expect(answer.headers.get('vary')).toContain('Origin');
  const signedOut = await open.request('/auth/me', { headers: { origin: PARTNER } });
  expect([signedOut.status, signedOut.headers.get('access-control-allow-origin')]).toEqual([401, PARTNER]);
  expect(signedOut.headers.get('access-control-allow-credentials')).toBeNull();
});

test('an origin not listed, or any origin while none is, gets no CORS header at all', async () => {
  for (const [platform, origin] of [
    [open, STRANGER],
    [open, `${PARTNER}.stranger.example`],
    [open, 'null'],
    [closed, PARTNER],
  ] as const) {
    const answer = await preflight(platform, origin);
    expect({ origin, status: answer.status, cors: corsHeaders(answer) }).toEqual({ origin, status: 204, cors: {} });
    const read = await platform.request('/programmes', { headers: { origin } });
    expect({ origin, cors: corsHeaders(read) }).toEqual({ origin, cors: {} });
  }
  expect((await open.request('/programmes', { headers: { origin: STRANGER } })).headers.get('vary')).toContain(
    'Origin',
  );
});

test('CORS_ORIGINS takes origins only: no wildcard, no path, nothing but http(s)', () => {
  expect(readPlatformConfig({}).CORS_ORIGINS).toEqual([]);
  expect(readPlatformConfig({ CORS_ORIGINS: ` ${PARTNER}, http://localhost:3001 ` }).CORS_ORIGINS).toEqual([
    PARTNER,
    'http://localhost:3001',
  ]);
  for (const wrong of ['*', `${PARTNER}/`, `${PARTNER}/app`, 'partner.example', 'ftp://partner.example'])
    expect(() => readPlatformConfig({ CORS_ORIGINS: wrong })).toThrow(/CORS_ORIGINS/);
});
