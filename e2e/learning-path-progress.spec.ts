// /learning-path with the learner's own progress: an enrolled learner (paid through the test gateway) sees their
// programme, semester by semester, rendered on the server (so also without JavaScript), never cached for anyone
// else, in English and at /ur/learning-path in Urdu; a visitor gets the shared page without it.
import { test, expect } from '@playwright/test';
import { decide, expectNoAxeViolations, openOrder, payWith, PROGRAMME, verifiedLearner } from './checkout-helpers';
import { signedInCopy } from './signed-in-copy';

test.describe.configure({ timeout: 120_000 });

test('an enrolled learner sees where they are on the path; a visitor does not', async ({ page, browser }) => {
  await verifiedLearner(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();

  const response = await page.goto('/learning-path');
  expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
  const progress = page.getByRole('region', { name: 'Your progress, Ayesha' });
  const programme = progress.getByRole('article', { name: PROGRAMME.title });
  await expect(programme).toContainText(/0 of \d+ semesters done\./);
  // Before the intake starts, semester 1 is next.
  await expect(programme.getByRole('listitem').first()).toHaveText(/^Semester 1, .+Next$/);
  // The public path is still there below it.
  await expect(page.getByRole('navigation', { name: 'Programme filter' })).toBeVisible();
  await expectNoAxeViolations(page, 'learning path with progress');

  // Server-rendered: the same without JavaScript.
  const noScriptPage = await signedInCopy(browser, page.context());
  await noScriptPage.goto('/learning-path');
  await expect(
    noScriptPage.getByRole('region', { name: 'Your progress, Ayesha' }).getByRole('article', { name: PROGRAMME.title }),
  ).toBeVisible();
  // The Urdu address: the same progress, in Urdu, private too (also without JavaScript).
  const urdu = await noScriptPage.goto('/ur/learning-path');
  expect(urdu?.headers()['cache-control']).toMatch(/private|no-store/);
  const urduProgress = noScriptPage.getByRole('region', { name: 'آپ کی پیش رفت، \u2066Ayesha\u2069' });
  await expect(urduProgress.getByRole('article', { name: PROGRAMME.title })).toContainText(/\d+ میں سے 0 سمسٹر مکمل۔/);
  await expect(urduProgress.getByRole('listitem').first()).toHaveText(/^سمسٹر 1، .+اگلا$/);
  await noScriptPage.context().close();

  // A visitor asking for the same address gets the shared page, without anyone's progress.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/learning-path');
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Your learning path, semester by semester' }),
  ).toBeVisible();
  await expect(visitorPage.getByRole('region', { name: /^Your progress/ })).toHaveCount(0);
  await visitor.close();
});
