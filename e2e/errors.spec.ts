// The error texts and statuses: unmatched routes, failed route validation, and the state a page
// shows when the learning platform cannot be reached.
import { test, expect, type Page } from '@playwright/test';
import { startSecondServer, type SecondServer } from './second-server';

/** Console errors other than the browser's own note about the 404 document it was sent. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (404|50\d)/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('an unmatched route answers 404 with "Page not found: {path}"', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/a/b/c');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /a/b/c');
  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

const invalidRoutes = [
  '/instructors/nobody-by-this-name',
  '/instructors/Not_A_Slug',
  '/no-such-programme',
  '/Not_A_Programme',
  '/learning-path?programme=no-such-programme',
];

for (const path of invalidRoutes) {
  test(`${path} answers 404 with "Page Not Found: {path}"`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    await expect(page).toHaveTitle('Page Not Found');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('without JavaScript every 404 is a complete page: language, header, the 404 text with the path, footer', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const cases = [
    ['/no/such/page', 'Page not found: /no/such/page'],
    ['/instructors/nobody-by-this-name', 'Page Not Found: /instructors/nobody-by-this-name'],
    ['/no-such-programme', 'Page Not Found: /no-such-programme'],
    ['/learning-path?programme=no-such-programme', 'Page Not Found: /learning-path?programme=no-such-programme'],
  ];
  for (const [path, heading] of cases) {
    const response = await page.goto(path!);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await context.close();
});

test('/instructors (the plural people guess) leads to the instructors’ area', async ({ page }) => {
  const response = await page.goto('/instructors');
  expect(response?.url()).toMatch(/\/instructor$/);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn from practising professionals' })).toBeVisible();
});

test('404 pages tell crawlers not to index them', async ({ request }) => {
  const body = await (await request.get('/no-such-programme')).text();
  expect(body).toMatch(/<meta name="robots" content="noindex/);
});

test.describe('when the learning platform cannot be reached', () => {
  // A second server from the same build whose platform URL points at a closed port.
  let server: SecondServer | undefined;

  test.beforeAll(async () => {
    server = await startSecondServer(3000, { PLATFORM_API_URL: 'http://127.0.0.1:9/api/v1', LOG_LEVEL: 'warn' });
  });

  test.afterAll(() => server?.stop());

  test('a page not yet cached shows "service unavailable" with its status, "Try again" and a way home, layout intact, no internals', async ({
    page,
  }) => {
    const response = await page.goto(`${server!.url}/instructors/someone-added-after-the-build`);
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t reach the learning platform right now');
    await expect(page.getByText('503 Service Unavailable')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    // "Try again" asks the server again in place: the platform is still away, so the same state comes back.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t reach the learning platform right now');
    await expect(page).toHaveURL(/\/instructors\/someone-added-after-the-build$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/PlatformUnavailableError|ECONNREFUSED|at .*\.js/);
  });

  test('a cached page keeps being served while the platform is away', async ({ page }) => {
    const response = await page.goto(`${server!.url}/instructor`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Learn from practising professionals' })).toBeVisible();
  });
});
