// The office's numbers as staff read them: each report a server-drawn SVG chart (an image with a title and the figures
// in its description) above a table of the same figures, a CSV for each (BOM, header), axe-clean with and without
// JavaScript; a learner gets the staff 403 page.
import { test, expect } from '@playwright/test';
import { signedInLearner } from './auth-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { signInAsStaff } from './staff-sign-in';

test.describe.configure({ timeout: 120_000 });

test('staff read the funnel, revenue and refunds as charts and tables, and download each as CSV', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, '/staff/reports');

  const funnel = page.getByRole('img', { name: /^Learners at each step, all intakes and programmes/ });
  await expect(funnel).toBeVisible();
  await expect(funnel.locator('rect')).not.toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Money taken per month, every method/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Learners at each step per intake and programme' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Money taken per month and method' })).toBeVisible();
  await expectNoAxeViolations(page, '/staff/reports');
  await expectNoAxeViolationsWithoutScripts(page, browser, '/staff/reports without JavaScript');

  for (const [link, header] of [
    ['Download the funnel as CSV', 'intake,programme,signed_up,confirmed,identity_approved,paid_semester_1'],
    ['Download revenue as CSV', 'month,method,payments,amount_pkr'],
    ['Download refunds as CSV', 'month,source,count,owed_pkr,sent_pkr'],
  ] as const) {
    const href = await page.getByRole('link', { name: link }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    const bytes = await file.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(new RegExp(`^${header}`));
  }
});

test('a learner gets the staff 403 page and no CSV', async ({ page }) => {
  await signedInLearner(page);
  const response = await page.goto('/staff/reports');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  expect((await page.request.get('/staff/reports/revenue/export')).status()).toBe(403);
});
