// The run's build (made with SITE_URL=http://localhost:<port>) started a second time with another SITE_URL, as an
// operator who builds once and deploys to a site with another address: a crawler's very first request of a page the
// build prerendered gets this server's address in its canonical URL, og:url and JSON-LD, never the build's, and the
// server says at start that its build was made for another address.
import { test, expect } from '@playwright/test';
import { mainPort, startSecondServer, type SecondServer } from './second-server';

const siteUrl = `http://127.0.0.1:${mainPort + 8000}`;
const buildSiteUrl = `http://localhost:${mainPort}`;

let server: SecondServer | undefined;

test.beforeAll(async () => {
  server = await startSecondServer(
    8000,
    { PLATFORM_API_URL: `http://127.0.0.1:${mainPort}/api/v1`, LOG_LEVEL: 'warn' },
    { keepOutput: true },
  );
});

test.afterAll(() => server?.stop());

test('the first request of a prerendered page names the runtime SITE_URL, and the start says the build’s differs', async ({
  page,
}) => {
  const answer = await page.goto(`${siteUrl}/about-us`);
  expect(answer?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/about-us`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}/about-us`);
  expect(await answer?.text()).not.toContain(buildSiteUrl);

  const warnings = server!.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 40 && line.msg.includes('this build was made with SITE_URL'));
  expect(warnings.map((line) => line.msg)).toEqual([expect.stringContaining(`made with SITE_URL ${buildSiteUrl}/`)]);
});
