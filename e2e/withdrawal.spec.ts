// A learner withdraws from a paid semester from the dashboard (with and without JavaScript): the confirmation page
// says what comes back, an unticked box is answered at the box; staff record the refund as sent, the learner is
// mailed and the dashboard says the money came back, and when. The semester's term has not started in these tests, so the whole fee
// comes back (the half-refund window is covered on the platform's clock in platform/routes/me/withdrawals.test.ts).
import { test, expect, type Page } from '@playwright/test';
import { enrolledOnDashboard, expectNoAxeViolations, PROGRAMME } from './checkout-helpers';
import { expectNoAxeViolationsWithoutScripts, expectNothingSideways } from './kyc-helpers';
import { signInAsStaff } from './staff-sign-in';
import { nextMailTo } from './mailbox';
import { signedInCopy } from './signed-in-copy';

test.describe.configure({ timeout: 180_000 });

/** The confirmation page: the refund, then an unticked box refused at the box, then the withdrawal. */
async function withdrawFromSemester1(page: Page) {
  await page.getByRole('link', { name: 'Withdraw from semester 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from semester 1' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/the whole fee, Rs\s?85,000, goes back/);
  await expect(page.getByRole('main')).toContainText('Semester 1 and every later one close in the LMS');
  await page.getByRole('button', { name: 'Withdraw from semester 1' }).click();
  const box = page.getByRole('checkbox', { name: /I want to withdraw from semester 1/ });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Tick the box to confirm that you want to withdraw.').first()).toBeVisible();
  await box.check();
  await page.getByRole('button', { name: 'Withdraw from semester 1' }).click();
  await expect(page.getByText(/^You withdrew from semester 1 on .+\. Rs\s?85,000 is owed back to you: /)).toBeVisible();
  // What the learner holds now: no start date, no semester or course list for the programme given up.
  const card = page.getByRole('article', { name: PROGRAMME.title });
  await expect(card).toContainText('Withdrawn from the whole programme: none of its semesters is on for you.');
  await expect(card.getByRole('heading', { level: 4 })).toHaveCount(0);
  await expect(card).not.toContainText(/Starts |nothing more to pay/);
  await expect(page.getByText('Your courses open as soon as they are approved')).toHaveCount(0);
}

/** The confirmation box on a phone: a finger-sized box right beside the start of its label, on the label's first line. */
async function expectBoxBesideItsLabel(page: Page) {
  const box = await page.getByRole('checkbox', { name: /I want to withdraw from semester 1/ }).boundingBox();
  const label = await page.locator('label[for="withdraw-confirm"]').boundingBox();
  if (!box || !label) throw new Error('no box or label');
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  // Beside it (English: the box on the left), not above or below, and no more than a gap away.
  expect(label.x - (box.x + box.width)).toBeGreaterThanOrEqual(0);
  expect(label.x - (box.x + box.width)).toBeLessThanOrEqual(16);
  expect(box.y).toBeLessThan(label.y + 24);
  expect(box.y + box.height).toBeGreaterThan(label.y);
}

test('withdraw with JavaScript; staff record the refund; the learner is mailed and sees "refund sent"', async ({
  page,
  browser,
}) => {
  const { email } = await enrolledOnDashboard(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Withdraw from semester 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from semester 1' })).toBeVisible();
  await expectNothingSideways(page, 'withdrawal page at 390 px');
  await expectNoAxeViolations(page, 'withdrawal page at 390 px');
  await expectBoxBesideItsLabel(page);
  await page.goBack();
  await withdrawFromSemester1(page);
  await expectNoAxeViolations(page, 'dashboard with a withdrawal requested');
  await expect(page.getByRole('link', { name: /^Withdraw from semester/ })).toHaveCount(0);
  await nextMailTo(email, { containing: `Subject: Your withdrawal from ${PROGRAMME.title}` });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, '/staff/withdrawals');
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(/Rs\s?85,000/);
  await expectNoAxeViolations(staff, 'staff withdrawals queue');
  await row.getByRole('button', { name: /^Refund sent to / }).click();
  // The queue renders the row again as sent, by whom and when, in place of its button.
  await expect(row).toContainText(/By .+@/);
  await expect(row.getByRole('button')).toHaveCount(0);
  await staff.reload();
  await expect(staff.getByRole('row').filter({ hasText: email })).toContainText(/By .+@/);
  await staffContext.close();

  await nextMailTo(email, { containing: `Subject: Your refund for ${PROGRAMME.title} has been sent` });
  await page.goto('/user-dashboard');
  await expect(
    page.getByText(/^You withdrew from semester 1 on .+\. Rs\s?85,000 came back to you: our staff sent it on /),
  ).toBeVisible();
});

test('withdraw without JavaScript: the page, the error at the box and the withdrawal work as plain pages', async ({
  page,
  browser,
}) => {
  await enrolledOnDashboard(page);
  const plain = await signedInCopy(browser, page.context());
  await plain.goto('/user-dashboard');
  await plain.getByRole('link', { name: 'Withdraw from semester 1' }).click();
  await expectNoAxeViolationsWithoutScripts(plain, browser, 'withdrawal page without scripts');
  await plain.goto('/user-dashboard');
  await withdrawFromSemester1(plain);
  await plain.context().close();
});
