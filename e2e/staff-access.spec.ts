// Who decides a staff case: a learner on /staff/* is answered 403 with the staff-only page; a staff member who is
// also a learner sees their own identity verification and their own bank transfer, told why they cannot decide
// them, with no decision buttons (the platform refuses such a decision too: platform/routes/staff/*.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { registerLearner } from './auth-helpers';
import { openOrder, sendBankTransfer, submitIdentity } from './checkout-helpers';
import { expectNoAxeViolations, signInAsStaff } from './kyc-helpers';
import { E2E_STAFF } from './setup/staff-account';

test('a learner opening a staff page is answered 403 with the staff-only page', async ({ page }) => {
  await registerLearner(page);
  for (const path of [
    '/staff/kyc',
    '/staff/payments?status=decided',
    '/staff/kyc/00000000-0000-4000-8000-000000000000',
    '/staff/payments/00000000-0000-4000-8000-000000000000',
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

test('a staff member sees their own identity verification and bank transfer, and why they cannot decide them', async ({
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

  await page.goto('/staff/payments');
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Transfer ${reference}:`) })).toBeVisible();
  await expectOwnCase(page, 'This is your own bank transfer.', 'own /staff/payments/{id}');
});
