// proxy.ts on real requests: who is signed in, and how a session that cannot go on is ended. The platform
// is a local HTTP server that answers its health check and refuses every refresh token.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { proxy } from './proxy';
import { AUTH_COOKIE_NAMES } from './lib/session/auth-cookies';
import { writeSessionLogTo } from './lib/session/server-log';
import { TOKENS_INVALID_MESSAGE } from './lib/session/session-store';

let platform: Server;
let refreshes = 0;
beforeAll(async () => {
  platform = createServer((request, response) => {
    if (request.url?.endsWith('/auth/refresh')) refreshes += 1;
    const status = request.url?.endsWith('/health') ? 200 : 401;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${(platform.address() as AddressInfo).port}/api/v1`;
  // Behind nginx the request says Host 127.0.0.1 and plain http; the site is https all the same.
  process.env.SITE_URL = 'https://learn.example.org';
});
afterAll(() => new Promise<void>((resolve) => platform.close(() => resolve())));

// The session's log lines as written (the portal's pino JSON), read here instead of stdout.
let lines: Array<Record<string, unknown>> = [];
beforeAll(() => writeSessionLogTo({ write: (line: string) => void lines.push(JSON.parse(line)) }));
beforeEach(() => {
  refreshes = 0;
  lines = [];
});
const loggedOut = [{ level: 30, time: expect.any(Number), service: 'portal', msg: TOKENS_INVALID_MESSAGE }];

const visit = (cookies: Record<string, string>) =>
  proxy(
    new NextRequest('http://localhost/user-dashboard?tab=payments', {
      headers: {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
    }),
  );

const clearedCookies = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((line) => /Max-Age=0/i.test(line))
    .map((line) => line.split('=')[0])
    .sort();

// A JWT whose payload says it expired an hour ago (the proxy reads only `exp`; the platform verifies).
const expiredJwt = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 3600 })).toString('base64url')}.x`;

test("a visitor who never signed in goes to /login (at SITE_URL, not the request's host) and back, with nothing cleared or logged", async () => {
  const response = await visit({});
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toBe(
    'https://learn.example.org/login?next=%2Fuser-dashboard%3Ftab%3Dpayments',
  );
  expect(clearedCookies(response)).toEqual([]);
  expect(lines).toEqual([]);
});

test.each([
  ['a refresh token alone', { is_authenticated: 'true', refresh_token: 'r' }],
  ['an access token without is_authenticated', { access_token: 'a', refresh_token: 'r' }],
  ['is_authenticated=false', { is_authenticated: 'false', access_token: 'a' }],
])('%s is no session: logged, every auth cookie cleared, then /login (never a refresh)', async (_case, cookies) => {
  const response = await visit(cookies);
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toMatch(/\/login\?next=/);
  expect(clearedCookies(response)).toEqual([...AUTH_COOKIE_NAMES].sort());
  expect(lines).toEqual(loggedOut);
  expect(refreshes).toBe(0);
});

test('an expired access token whose refresh the platform refuses ends the session the same way', async () => {
  const response = await visit({ is_authenticated: 'true', access_token: expiredJwt, refresh_token: 'revoked' });
  expect(refreshes).toBe(1);
  expect(response.headers.get('location')).toMatch(/\/login\?next=/);
  expect(clearedCookies(response)).toEqual([...AUTH_COOKIE_NAMES].sort());
  expect(lines).toEqual(loggedOut);
});

test('cookies are Secure because SITE_URL is https, even on a request to 127.0.0.1 over http (nginx’s default Host)', async () => {
  const response = await proxy(
    new NextRequest('http://127.0.0.1:3000/user-dashboard', {
      headers: { cookie: 'is_authenticated=true; refresh_token=r' },
    }),
  );
  const cleared = response.headers.getSetCookie();
  expect(cleared).toHaveLength(AUTH_COOKIE_NAMES.length);
  for (const line of cleared) expect(line).toMatch(/;\s*Secure/i);
});

test('a page rendered for this request gets its own script nonce, on the request Next renders and on the response', async () => {
  const validJwt = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.x`;
  const render = () => visit({ is_authenticated: 'true', access_token: validJwt, refresh_token: 'r' });
  const [first, second] = [await render(), await render()];
  const policy = first.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(policy)?.[1];
  expect(nonce).toBeDefined();
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Next finds the nonce in the request's own policy header (forwarded as x-middleware-request-*).
  expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
});

/** The script-src of a response's policy: a nonce of its own and no 'unsafe-inline'. */
const scriptPolicyOf = (response: Response) => {
  const policy = response.headers.get('content-security-policy') ?? '';
  return {
    nonce: /script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'(;|$)/.test(policy),
    unsafeInline: /script-src[^;]*'unsafe-inline'/.test(policy),
    forwarded: response.headers.get('x-middleware-request-content-security-policy') === policy,
  };
};

test.each([
  '/login',
  '/ur/login',
  '/register',
  '/forgot-password',
  '/ur/forgot-password',
  '/account-closed',
  '/email-change/revert?token=secret',
  '/ur/email-change/revert?token=secret',
])('%s, open to anyone but rendered per request, runs only scripts with its own nonce', async (path) => {
  const response = await proxy(new NextRequest(`http://localhost${path}`));
  expect(response.headers.get('location')).toBeNull();
  expect(response.headers.get('x-middleware-next')).toBe('1');
  expect(scriptPolicyOf(response)).toEqual({ nonce: true, unsafeInline: false, forwarded: true });
  expect(clearedCookies(response)).toEqual([]);
});

describe('/learning-path', () => {
  const learningPath = (cookies: Record<string, string>, path = '/learning-path') =>
    proxy(
      new NextRequest(`http://localhost${path}`, {
        headers: {
          cookie: Object.entries(cookies)
            .map(([k, v]) => `${k}=${v}`)
            .join('; '),
        },
      }),
    );
  const freshJwt = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.x`;

  test('a signed-in visitor is rewritten to the page with their progress, whose scripts need its nonce', async () => {
    const response = await learningPath({ is_authenticated: 'true', access_token: freshJwt });
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost/learning-path/progress');
    expect(scriptPolicyOf(response)).toEqual({ nonce: true, unsafeInline: false, forwarded: true });
  });

  test('on the Urdu learning path, to the Urdu page with their progress', async () => {
    const response = await learningPath({ is_authenticated: 'true', access_token: freshJwt }, '/ur/learning-path');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost/ur/learning-path/progress');
  });

  test('a session that cannot be shown, or no session, gets the public page: no rewrite, no redirect, nothing cleared', async () => {
    for (const cookies of [
      {},
      { is_authenticated: 'true' },
      { is_authenticated: 'true', access_token: expiredJwt, refresh_token: 'refused' },
    ] as Record<string, string>[]) {
      const response = await learningPath(cookies);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(clearedCookies(response)).toEqual([]);
      // The cached public page keeps next.config's static policy.
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });
});

describe('a server action posted without Origin', () => {
  const post = (headers: Record<string, string>, path = '/login') =>
    proxy(new NextRequest(`http://localhost${path}`, { method: 'POST', headers, body: '[]' }));

  test('is refused with a 403 before it runs, on a public page and on a signed-in one', async () => {
    for (const path of ['/login', '/user-dashboard']) {
      for (const headers of [
        { 'next-action': '7f00aa' },
        { 'next-action': '7f00aa', 'sec-fetch-site': 'cross-site' },
      ] as Record<string, string>[]) {
        const response = await post(headers, path);
        expect([path, headers, response.status]).toEqual([path, headers, 403]);
      }
    }
  });

  test('with Origin it is routed as any request (Next.js compares Origin with the host), and same-origin goes on', async () => {
    const withOrigin = await post({ 'next-action': '7f00aa', origin: 'http://localhost' }, '/user-dashboard');
    expect(withOrigin.status).toBe(307);
    const sameOrigin = await post({ 'next-action': '7f00aa', 'sec-fetch-site': 'same-origin' });
    expect([sameOrigin.status, sameOrigin.headers.get('x-middleware-next')]).toEqual([200, '1']);
  });
});

describe('methods', () => {
  const ask = (method: string, path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost${path}`, { method, headers }));

  test.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '%s on a page is 405 with the methods a page takes',
    async (method) => {
      for (const path of ['/', '/about-us', '/ur/login', '/no/such/page', '/user-dashboard', '/staff/kyc']) {
        const response = await ask(method, path);
        expect([path, response.status, response.headers.get('allow')]).toEqual([path, 405, 'GET, HEAD, POST']);
      }
    },
  );

  test('robots.txt and sitemap.xml are read only', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml'])
      for (const method of ['POST', 'DELETE']) {
        const response = await ask(method, path);
        expect([path, method, response.status, response.headers.get('allow')]).toEqual([
          path,
          method,
          405,
          'GET, HEAD',
        ]);
      }
  });

  test('a public page read or a form posted to it passes untouched, under the static policy', async () => {
    for (const [method, headers] of [
      ['GET', {}],
      ['HEAD', {}],
      ['POST', { 'next-action': '7f00aa', origin: 'http://localhost' }],
      ['POST', { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }],
    ] as const) {
      const response = await ask(method, '/about-us', headers);
      expect([method, response.status, response.headers.get('x-middleware-next')]).toEqual([method, 200, '1']);
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });

  test('a route handler among the pages answers its own methods', async () => {
    for (const path of [
      '/kyc/photos/selfie',
      '/user-dashboard/calendar.ics',
      '/staff/transfers/1/receipt',
      '/staff/payments/export',
    ])
      expect([path, (await ask('DELETE', path)).status]).not.toEqual([path, 405]);
  });
});
