// /service-unavailable asked for by its address (proxy.ts): a 503 with Retry-After during an outage, else the home page.
// The platform is a local server whose health check answers as the test says; a second one stands for this portal
// rendering the page (serviceUnavailable() fetches it from its own origin).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { proxy } from './proxy';
import { REQUESTED_PATH_HEADER } from './lib/requested-path';

let platformUp = true;
const pageRequests: Array<string | undefined> = [];
const servers: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const platform = await listen((_request, response) =>
    response.writeHead(platformUp ? 200 : 503, { 'content-type': 'application/json' }).end('{}'),
  );
  process.env.PLATFORM_API_URL = `${platform}/api/v1`;
  process.env.SITE_URL = 'https://learn.example.org';
  process.env.__NEXT_PRIVATE_ORIGIN = await listen((request, response) => {
    pageRequests.push(request.headers[REQUESTED_PATH_HEADER] as string | undefined);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Service unavailable</h1>');
  });
});
afterAll(async () => {
  delete process.env.__NEXT_PRIVATE_ORIGIN;
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

// The proxy remembers a health probe for 2 s: each test starts well after the last one.
let clock = Date.now();
beforeEach(() => {
  clock += 60_000;
  jest.spyOn(Date, 'now').mockReturnValue(clock);
  pageRequests.length = 0;
});
afterEach(() => jest.restoreAllMocks());

const ask = (headers: Record<string, string> = {}) =>
  proxy(new NextRequest('https://learn.example.org/service-unavailable', { headers }));

test('while the platform is up, the address sends the visitor to the home page at SITE_URL (temporary, never stored)', async () => {
  platformUp = true;
  // Behind nginx the request says http://127.0.0.1; the redirect goes to the public origin all the same.
  const response = await proxy(new NextRequest('http://127.0.0.1:3000/service-unavailable'));
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toBe('https://learn.example.org/');
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test('during an outage it is the page with a real 503 and Retry-After, its "Try again" pointing at the home page', async () => {
  platformUp = false;
  const response = await ask();
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.text()).toContain('Service unavailable');
  expect(pageRequests).toEqual(['/']);
});

test('the proxy’s own request for the page (it names the learner’s path) renders it, platform up or not', async () => {
  platformUp = true;
  const response = await ask({ [REQUESTED_PATH_HEADER]: '/user-dashboard' });
  expect(response.headers.get('x-middleware-next')).toBe('1');
});
