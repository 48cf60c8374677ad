// Issue 50: a form page loads the phone number's code (libphonenumber-js, the country list) and the password strength's
// (zxcvbn-ts and its dictionaries) on first use of their field, never with the page: together they are larger than
// everything else a form page runs. Each is recognised by a string only it carries.
import { test, expect, type Page } from '@playwright/test';

const PHONE_CODE = 'country_calling_codes';
const STRENGTH_CODE = 'zxcvbn';
const FORM_PAGES = ['/login', '/register', '/support', '/next-gen-scholar', '/forgot-password'];

/** Which of the two deferred codes the page's scripts have brought so far. */
function recordDeferredCode(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    for (const marker of [PHONE_CODE, STRENGTH_CODE]) if (body.includes(marker)) seen.add(marker);
  });
  return seen;
}

for (const path of FORM_PAGES.flatMap((page) => [page, `/ur${page}`])) {
  test(`${path} loads neither the phone nor the password-strength code with the page`, async ({ page }) => {
    const seen = recordDeferredCode(page);
    // Past the route prefetch 1,000 ms after load (the catalogue's answer), and everything it brings.
    const prefetched = page.waitForResponse((response) => response.request().headers()['next-router-prefetch'] === '1');
    await page.goto(path);
    await prefetched;
    await page.waitForLoadState('networkidle');
    expect([...seen]).toEqual([]);
  });
}

test('on /register each code loads at the first use of its field', async ({ page }) => {
  const seen = recordDeferredCode(page);
  await page.goto('/register');
  await page.waitForLoadState('networkidle');
  expect([...seen]).toEqual([]);
  await page.getByRole('textbox', { name: /Phone/ }).focus();
  await expect.poll(() => [...seen]).toEqual([PHONE_CODE]);
  // The strength is judged from the tenth character on.
  await page.getByLabel('Password').fill('a-long-enough-password');
  await expect.poll(() => [...seen].sort()).toEqual([PHONE_CODE, STRENGTH_CODE].sort());
});
