// The outage page over real HTTP for the platform: a local server stands in for it, its health check answering as the
// test says. proxy.ts rewrites a signed-in page here when the platform is down (the learner's path in the header); by
// its own address it is a 503 only while the platform is down.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { REQUESTED_PATH_HEADER } from '@/lib/requested-path';
import { GET, HEAD } from './route';

let platformUp = true;
let server: Server;

beforeAll(async () => {
  server = createServer((_request, response) =>
    response.writeHead(platformUp ? 200 : 503, { 'content-type': 'application/json' }).end('{}'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  process.env.SITE_URL = 'https://learn.example.org';
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// The health probe is remembered for 2 s: each test starts well after the last one.
let clock = Date.now();
beforeEach(() => {
  clock += 60_000;
  jest.spyOn(Date, 'now').mockReturnValue(clock);
});
afterEach(() => jest.restoreAllMocks());

const at = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://127.0.0.1:3000/service-unavailable', { headers, method });
const tryAgainHref = (html: string) => /<a href="([^"]*)" class="button">Try again<\/a>/.exec(html)?.[1];

test('by its address while the platform is up: the home page at SITE_URL, temporary and never stored', async () => {
  platformUp = true;
  const response = await GET(at());
  expect([response.status, response.headers.get('location'), response.headers.get('cache-control')]).toEqual([
    307,
    'https://learn.example.org/',
    'no-store',
  ]);
});

test('by its address during an outage: the page with a real 503 and Retry-After, "Try again" loading the home page', async () => {
  platformUp = false;
  const response = await GET(at());
  expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([
    503,
    '30',
    'no-store',
  ]);
  const html = await response.text();
  expect(html).toContain('<h1>We can’t reach the learning platform right now</h1>');
  expect(html).toContain('<nav aria-label="Main">');
  expect(tryAgainHref(html)).toBe('/');
  expect((await HEAD(at({}, 'HEAD'))).status).toBe(503);
});

test('in place of a learner’s page, whatever the probe says: 503, "Try again" loading that page; never another origin', async () => {
  platformUp = true;
  const response = await GET(at({ [REQUESTED_PATH_HEADER]: '/checkout?programme=cyber-security&x="><b>' }));
  expect(response.status).toBe(503);
  expect(tryAgainHref(await response.text())).toBe('/checkout?programme=cyber-security&#38;x=%22%3E%3Cb%3E');
  const elsewhere = await GET(at({ [REQUESTED_PATH_HEADER]: '//evil.example/' }));
  expect(tryAgainHref(await elsewhere.text())).toBe('/');
});

test('proxy.ts sends a signed-in page there while the platform is down, the address and the learner’s path kept', async () => {
  platformUp = false;
  const response = await proxy(
    new NextRequest('https://learn.example.org/user-dashboard?tab=payments', {
      headers: { cookie: 'is_authenticated=true; access_token=a.b.c; refresh_token=r' },
    }),
  );
  expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/service-unavailable');
  expect(response.headers.get(`x-middleware-request-${REQUESTED_PATH_HEADER}`)).toBe('/user-dashboard?tab=payments');
});
