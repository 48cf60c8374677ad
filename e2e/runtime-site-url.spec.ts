// The run's build (made with SITE_URL=http://localhost:<port>) started a second time with another SITE_URL, as an
// operator who builds once and deploys to a site with another address: a crawler's very first request of a page the
// build prerendered gets this server's address in its canonical URL, og:url and JSON-LD, never the build's, and the
// server says at start that its build was made for another address.
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';

const mainPort = Number(process.env.E2E_PORT ?? 3210);
// +1000 SMTP, +2000 and +5000 outage.spec.ts, +3000 errors.spec.ts, +4000 the fake LMS, +6000 configuration.spec.ts,
// +7000 kyc-public-origin.spec.ts.
const sitePort = mainPort + 8000;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const buildSiteUrl = `http://localhost:${mainPort}`;

let server: ChildProcess | undefined;
const output: string[] = [];

test.beforeAll(async () => {
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(sitePort)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
      PLATFORM_API_URL: `http://127.0.0.1:${mainPort}/api/v1`,
      SITE_URL: siteUrl,
      TRUSTED_CLIENT_IP_HEADER: 'none',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${siteUrl}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('the first request of a prerendered page names the runtime SITE_URL, and the start says the build’s differs', async ({
  page,
}) => {
  const answer = await page.goto(`${siteUrl}/about-us`);
  expect(answer?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/about-us`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}/about-us`);
  expect(await answer?.text()).not.toContain(buildSiteUrl);

  const warnings = output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 40 && line.msg.includes('this build was made with SITE_URL'));
  expect(warnings.map((line) => line.msg)).toEqual([expect.stringContaining(`made with SITE_URL ${buildSiteUrl}/`)]);
});
