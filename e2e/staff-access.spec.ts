// Who decides a staff case: a learner on /staff/* is answered 403 with the staff-only page; a staff member who is
// also a learner sees their own identity verification, bank transfer and withdrawal, told why they cannot decide
// them, with no decision buttons (the platform refuses such a decision too: platform/routes/staff/*.test.ts and
// platform/routes/me/withdrawals.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './auth-helpers';
import { decide, openOrder, payWith, sendBankTransfer, submitIdentity } from './checkout-helpers';
import { expectNoAxeViolations } from './kyc-helpers';
import { signInAsStaff } from './staff-sign-in';
import { E2E_STAFF } from './setup/staff-account';

// Four staff pages each checked with axe, or a staff member's three own cases: more than 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('a learner opening a staff page is answered 403 with the staff-only page', async ({ page }) => {
  await signedInLearner(page);
  for (const path of [
    '/staff/kyc',
    '/staff/payments',
    '/staff/transfers?status=decided',
    '/staff/kyc/00000000-0000-4000-8000-000000000000',
    '/staff/transfers/00000000-0000-4000-8000-000000000000',
  ]) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 403 });
    await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
    await expectNoAxeViolations(page, `${path} for a learner`);
  }
});

/** No way to decide on the page: the review's main content has no button at all. */
async function expectOwnCase(page: Page, sentence: string, where: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Decision' })).toBeVisible();
  await expect(page.getByRole('main').getByText(sentence)).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Nobody decides their own case: another staff member will.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, where);
}

/** A programme no other spec has the reviewer order: their card payment here stays apart from the transfer above. */
const OWN_WITHDRAWAL_PROGRAMME = 'cloud-and-devops-engineering';

test('a staff member sees their own identity verification, bank transfer and withdrawal, and why they cannot decide them', async ({
  page,
}) => {
  await signInAsStaff(page);
  // The reviewer as a learner: identity sent (pending is enough to pay), a programme ordered, paid by bank transfer.
  await submitIdentity(page);
  await openOrder(page);
  await page.getByRole('radio', { name: 'Bank transfer or Raast' }).check();
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  const { reference } = await sendBankTransfer(page);

  await page.goto('/staff/kyc');
  await page.getByRole('row').filter({ hasText: E2E_STAFF.email }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${E2E_STAFF.fullName}:`) })).toBeVisible();
  await expectOwnCase(page, 'This is your own identity verification.', 'own /staff/kyc/{id}');

  await page.goto('/staff/transfers');
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Transfer ${reference}:`) })).toBeVisible();
  await expectOwnCase(page, 'This is your own bank transfer.', 'own /staff/transfers/{id}');

  // The reviewer pays another programme by card and withdraws from it on the dashboard.
  await openOrder(page, OWN_WITHDRAWAL_PROGRAMME);
  await payWith(page);
  await decide(page, 'Approve the payment');
  await page.goto('/user-dashboard');
  await page.getByRole('link', { name: 'Withdraw from semester 1' }).click();
  await page.getByRole('checkbox', { name: /I want to withdraw from semester 1/ }).check();
  await page.getByRole('button', { name: 'Withdraw from semester 1' }).click();
  await expect(page.getByText(/You withdrew from semester 1 on .+\. Rs\s?110,000 is owed back to you/)).toBeVisible();

  // The queue lists it with the reason in place of "Refund sent".
  await page.goto('/staff/withdrawals');
  const own = page.getByRole('row').filter({ hasText: E2E_STAFF.email });
  await expect(own).toContainText('This is your own withdrawal.');
  await expect(own).toContainText('Nobody decides their own case: another staff member will.');
  await expect(own.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'own withdrawal on /staff/withdrawals');
});
