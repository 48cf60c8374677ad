// Client runtime: a new build (checked on load and when the tab shows) makes the next navigation of any kind
// a full load (once per path per 10 s), likely routes are prefetched after load, and nothing is prefetched
// on a 2g connection.
import { test, expect, type Page } from '@playwright/test';
import { signedInLearner } from './auth-helpers';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Marks the current document; the mark survives a client-side transition but not a full load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

/** Pretends a new build went live and lets the watcher notice (as it does when the tab becomes visible). */
// Repeated until the watcher asks: after a full load it listens only once the page has hydrated.
async function announceNewBuild(page: Page): Promise<void> {
  await expect(async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/build'), { timeout: 1_000 });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await answered;
  }).toPass();
}

async function navigate(page: Page, linkName: string, path: string): Promise<boolean> {
  await markDocument(page);
  await mainNav(page).getByRole('link', { name: linkName, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return sameDocument(page);
}

test('GET /api/build names the running build and is never cached', async ({ request }) => {
  const response = await request.get('/api/build');
  expect(response.headers()['cache-control']).toBe('no-store');
  const { buildId } = await response.json();
  expect(buildId).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  // The same id Next uses for skew protection.
  const html = await (await request.get('/')).text();
  expect(html).toContain(`data-dpl-id="${buildId}"`);
});

test('after a new build, the next navigation is a full load, once per path within 10 s', async ({ page }) => {
  let checks = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/build')) checks += 1;
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Same build: links navigate client-side.
  expect(await navigate(page, 'About', '/about-us')).toBe(true);

  await page.route('**/api/build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await announceNewBuild(page);
  let before = checks;
  expect(await navigate(page, 'Support', '/support')).toBe(false);

  // The reloaded page asks on load and still sees a different build (a broken deploy): other paths load fully once...
  await expect.poll(() => checks).toBeGreaterThan(before);
  before = checks;
  expect(await navigate(page, 'About', '/about-us')).toBe(false);
  // ...but a path loaded fully less than 10 s ago is not reloaded again: no loop.
  await expect.poll(() => checks).toBeGreaterThan(before);
  expect(await navigate(page, 'Support', '/support')).toBe(true);
});

test('the build is checked once on load; then a redirect after a server action is a full load too', async ({
  page,
}) => {
  await signedInLearner(page);
  await page.route('**/api/build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  const checkedOnLoad = page.waitForResponse((response) => response.url().endsWith('/api/build'));
  await page.goto('/about-us');
  await checkedOnLoad;
  await markDocument(page);
  // Sign-out is a server action that redirects to /: the router changes the address in place, unannounced.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The full load may still be replacing the document while the poll asks: a destroyed context is "not yet".
  await expect.poll(() => sameDocument(page).catch(() => undefined)).toBe(false);
});

test('likely next routes are prefetched after load on a normal connection', async ({ page }) => {
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.add(new URL(request.url()).pathname);
  });
  await page.clock.install();
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(3_000);
  await expect.poll(() => prefetched.has('/programmes')).toBe(true);
});

test('nothing is prefetched on a very slow connection (2g)', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  // Chromium's NetworkInformation reports what the page is told before any script runs.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { effectiveType: '2g', saveData: false }),
    });
  });
  await page.clock.install();
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(3_000);
  await page.mouse.move(0, 0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instructors' }).hover();
  await page.waitForTimeout(500);
  expect(prefetched).toEqual([]);
});

test('a signed-in page waiting for the platform shows its spinner after 200 ms, not before', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInLearner(page);
  // Hold the dashboard's render (not its prefetch) until the header link's spinner (its useLinkStatus) is checked.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/user-dashboard?_rsc=*', async (route) => {
    if (!route.request().headers()['next-router-prefetch']) await released;
    await route.continue().catch(() => {});
  });
  const account = page.getByRole('banner').getByRole('link', { name: /My dashboard/ });
  const spinner = page.getByTestId('delayed-spinner');
  // A click shows the loading state only once the router has read it from the hover's prefetch, which has no
  // signal of its own: each try loads the page afresh, prefetches, and leaves the router a little longer.
  let settle = 0;
  await expect(async () => {
    // A link prefetches on hover only once the prefetch policy is open (1,000 ms after load), which the route
    // prefetcher's first request shows.
    const policyOpen = page.waitForRequest((request) => Boolean(request.headers()['next-router-prefetch']), {
      timeout: 5_000,
    });
    await page.goto('/about-us');
    await policyOpen;
    // The prefetch that carries the router's state tree is the one that brings the route's loading state.
    const loadingStatePrefetched = page.waitForResponse(
      (response) => {
        const headers = response.request().headers();
        return (
          response.url().includes('/user-dashboard?_rsc=') &&
          Boolean(headers['next-router-prefetch'] && headers['next-router-state-tree'])
        );
      },
      { timeout: 5_000 },
    );
    await account.hover();
    await loadingStatePrefetched;
    await page.waitForTimeout((settle += 250));
    await account.click();
    await expect(spinner).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 25_000 });
  // Its words in every language ride along; the page's own is the one shown.
  await expect(spinner).toHaveText('Loading your account…', { useInnerText: true });
  // The delay is CSS: stop its clock and set it by hand, so the check does not depend on this machine's speed.
  const visibilityAt = (ms: number) =>
    spinner.evaluate((element, at) => {
      for (const animation of element.getAnimations()) {
        animation.pause();
        animation.currentTime = at;
      }
      return getComputedStyle(element).visibility;
    }, ms);
  expect(await visibilityAt(0)).toBe('hidden');
  expect(await visibilityAt(199)).toBe('hidden');
  expect(await visibilityAt(200)).toBe('visible');
  release();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});
