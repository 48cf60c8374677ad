// nginx's page cache (deploy/nginx/learner-portal.conf) in front of an upstream this spec controls: a page the portal
// marks private is never held back for another request to the same address, since a signed-in page has one address
// for every learner; a page marked public is still stored and answered from the cache.
import { test, expect } from '@playwright/test';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { TestNginx } from './cluster/nginx';

// E2E_PORT + 6100 and + 6101: clear of the cluster's ports (cluster/cluster.ts).
const base = Number(process.env.E2E_PORT ?? 3210);
const upstreamPort = base + 6101;
const nginx = new TestNginx(base + 6100, path.join(os.tmpdir(), `portal-proxy-cache-${process.pid}`));

/** Requests that reached the upstream for /user-dashboard, answered only once the spec lets them go. */
const held: http.ServerResponse[] = [];
const upstream = http.createServer((request, response) => {
  if (request.url === '/user-dashboard') {
    held.push(response);
    return;
  }
  const cacheControl = request.url === '/about-us' ? 'public, s-maxage=300' : 'no-store';
  response.writeHead(200, { 'content-type': 'text/html', 'cache-control': cacheControl }).end('<h1>page</h1>');
});

const release = () => {
  for (const response of held.splice(0))
    response
      .writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' })
      .end('<h1>yours</h1>');
};

test.beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  await nginx.start([upstreamPort]);
});

test.afterAll(async () => {
  release();
  await nginx.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

test('two learners asking for their dashboard at once both reach an instance: neither waits for the other', async () => {
  const ask = (learner: string) =>
    fetch(`${nginx.url}/user-dashboard`, { headers: { cookie: `access_token=${learner}` } });
  const first = ask('first');
  await expect.poll(() => held.length).toBe(1);
  const second = ask('second');
  // With proxy_cache_lock the second stays in nginx until the first is answered (or the lock's timeout passes).
  await expect.poll(() => held.length, { timeout: 3_000 }).toBe(2);
  release();
  const answers = await Promise.all([first, second]);
  expect(answers.map((answer) => [answer.status, answer.headers.get('x-cache-status')])).toEqual([
    [200, 'MISS'],
    [200, 'MISS'],
  ]);
});

test('a public page is still stored: the second request is answered from the cache', async () => {
  const statuses = [];
  for (let i = 0; i < 2; i++) statuses.push((await fetch(`${nginx.url}/about-us`)).headers.get('x-cache-status'));
  expect(statuses).toEqual(['MISS', 'HIT']);
});
