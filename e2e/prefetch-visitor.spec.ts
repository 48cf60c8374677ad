// What a visitor's browser prefetches: one route after load, the programme catalogue (the spec's one prefetch then, its
// manifest; every further route's answer costs a phone's main thread), and a link's page only when the visitor points
// at it, never because it scrolled into view; and only pages a visitor can open. A signed-in page (/checkout behind
// "Enrol") would only meet the sign-in redirect, so it is not prefetched until the visitor has signed in.
import { test, expect, type Page } from '@playwright/test';
import { signedInLearner } from './auth-helpers';
import { PROGRAMME } from './checkout-helpers';

const SIGNED_IN = /^\/(user-dashboard|checkout|kyc|staff)(\/|\?|$)/;
const AFTER_LOAD = ['/programmes'];

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

test('a visitor prefetches the catalogue and a pointed-at link, each one a visitor can open; never /checkout', async ({
  page,
  request,
}) => {
  const prefetched = recordPrefetches(page);
  await page.goto(`/${PROGRAMME.slug}`);
  const enrol = page.getByRole('link', { name: /^Enrol for/ });
  await expect(enrol).toBeVisible();
  // The catalogue is prefetched 1,000 ms after load: wait for it, then for the network to settle.
  await expect.poll(() => AFTER_LOAD.filter((route) => !prefetched.has(route))).toEqual([]);
  await page.waitForLoadState('networkidle');
  // Nothing else: home, the other main sections and the links in view (instructors, the learning path, "Enrol") are
  // not prefetched for being there.
  expect([...prefetched].filter((route) => !AFTER_LOAD.includes(route))).toEqual([]);
  // Pointing at a link prefetches its page; pointing at "Enrol" prefetches nothing for a visitor.
  const instructor = page.locator('main a[href^="/instructors/"]').first();
  const instructorPath = await instructor.getAttribute('href');
  await instructor.hover();
  await enrol.hover();
  await expect.poll(() => prefetched.has(instructorPath!)).toBe(true);
  await page.waitForLoadState('networkidle');
  const routes = [...prefetched].sort();
  expect(routes.filter((route) => SIGNED_IN.test(route))).toEqual([]);
  for (const route of routes) {
    const answer = await request.get(route, { maxRedirects: 0 });
    expect(answer.status(), route).toBe(200);
  }
});

test('once signed in, pointing at "Enrol" prefetches checkout', async ({ page }) => {
  await signedInLearner(page, 'Bilal Chaudhry');
  const prefetched = recordPrefetches(page);
  await page.goto(`/${PROGRAMME.slug}`);
  await expect.poll(() => AFTER_LOAD.filter((route) => !prefetched.has(route))).toEqual([]);
  expect(prefetched.has(`/checkout?programme=${PROGRAMME.slug}`)).toBe(false);
  // Next's router sends a few prefetches at a time: on a busy machine those after load were still being answered
  // when the pointer came, and "Enrol"'s waited its turn past the poll (CI, session 17). Let them finish first.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /^Enrol for/ }).hover();
  await expect.poll(() => [...prefetched], { timeout: 15_000 }).toContain(`/checkout?programme=${PROGRAMME.slug}`);
});
