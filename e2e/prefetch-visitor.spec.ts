// What a visitor's browser prefetches: only pages a visitor can open. A signed-in page (/checkout behind "Enrol")
// would only meet the sign-in redirect, so its link is not prefetched until the visitor has signed in.
import { test, expect, type Page } from '@playwright/test';
import { registerLearner } from './auth-helpers';
import { PROGRAMME } from './checkout-helpers';

const SIGNED_IN = /^\/(user-dashboard|checkout|kyc|staff)(\/|\?|$)/;
const MAIN_SECTIONS = ['/', '/instructor', '/learning-path', '/next-gen-scholar', '/about-us', '/support'];

/** Every route the page prefetches (Next's router prefetch requests), as path and query without Next's _rsc. */
function recordPrefetches(page: Page): Set<string> {
  const routes = new Set<string>();
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== '1') return;
    const url = new URL(request.url());
    url.searchParams.delete('_rsc');
    routes.add(url.pathname + url.search);
  });
  return routes;
}

test('a visitor prefetches at most ten routes, each one a visitor can open; never /checkout', async ({
  page,
  request,
}) => {
  const prefetched = recordPrefetches(page);
  await page.goto(`/${PROGRAMME.slug}`);
  await expect(page.getByRole('link', { name: /^Enrol for/ })).toBeVisible();
  // The main sections are prefetched 1,000 ms after load: wait for them, then for the network to settle.
  await expect.poll(() => MAIN_SECTIONS.filter((route) => !prefetched.has(route))).toEqual([]);
  await page.waitForLoadState('networkidle');
  const routes = [...prefetched].sort();
  expect(routes.filter((route) => SIGNED_IN.test(route))).toEqual([]);
  expect(routes.length).toBeLessThanOrEqual(10);
  for (const route of routes) {
    const answer = await request.get(route, { maxRedirects: 0 });
    expect(answer.status(), route).toBe(200);
  }
});

test('once signed in, the same page prefetches checkout behind "Enrol"', async ({ page }) => {
  await registerLearner(page, 'Bilal Chaudhry');
  const prefetched = recordPrefetches(page);
  await page.goto(`/${PROGRAMME.slug}`);
  await expect.poll(() => [...prefetched]).toContain(`/checkout?programme=${PROGRAMME.slug}`);
});
