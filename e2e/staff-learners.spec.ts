// Find a learner, as the office does when someone calls: staff type the phone number as the learner says it
// (0300 1234567), or the receipt number, open the learner's record and resend the receipt, which arrives in the SMTP
// test server. With and without JavaScript; refusals at the field; every screen axe-clean.
import { test, expect, type Page } from '@playwright/test';
import type { AuthData } from '@/contract';
import { putSessionInBrowser, signUpByApi, uniqueEmail } from './auth-helpers';
import { decide, openOrder, payWith, submitIdentity } from './checkout-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { mailText, nextMailTo } from './mailbox';
import { E2E_STAFF } from './setup/staff-account';
import { signedInCopy } from './signed-in-copy';
import { signInTo } from './staff-sign-in';

test.describe.configure({ timeout: 240_000 });

const search = async (page: Page, typed: string) => {
  await page.getByRole('searchbox', { name: 'Search' }).fill(typed);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed).replace(/%20/g, '\\+')}`));
};

test('staff find a learner by phone and by receipt number and resend the receipt, with and without JavaScript', async ({
  browser,
  page,
}) => {
  // A learner with a phone number who paid semester 1 by card; their receipt mail arrives first.
  const email = uniqueEmail('office');
  const fullName = 'Bilal Office';
  const auth = (await signUpByApi(page.request, '/api/v1', {
    email,
    full_name: fullName,
    phone: '+923001234567',
  })) as AuthData;
  await putSessionInBrowser(page.context(), auth);
  await submitIdentity(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Approve the payment');
  const receiptNumber = /R-\d{6}/.exec(mailText(await nextMailTo(email, { containing: 'R-' })))![0];

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInTo(staff, '/staff/learners', 'Find a learner');
  await expect(staff).toHaveTitle('Find a learner | Staff');
  await expectNoAxeViolations(staff, '/staff/learners');

  // The phone as the learner reads it out, national format with a space.
  await search(staff, '0300 1234567');
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('+923001234567');
  await expectNoAxeViolations(staff, '/staff/learners found by phone');

  // By the receipt number, then the learner's record.
  await search(staff, receiptNumber);
  await expect(staff.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await staff.getByRole('link', { name: fullName }).click();
  await expect(staff.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(
    staff.getByRole('row').filter({ hasText: 'succeeded' }).filter({ hasText: receiptNumber }),
  ).toBeVisible();
  // The mail the portal sent them, listed with its outcome.
  await expect(staff.getByRole('row').filter({ hasText: `Your receipt ${receiptNumber}` })).toContainText('Delivered');
  await expect(staff.getByRole('row').filter({ hasText: 'ending 5671' })).toBeVisible();
  await expect(staff.getByText('35202-1234567-1')).toHaveCount(0);
  await expectNoAxeViolations(staff, '/staff/learners/{id}');

  await staff.getByRole('combobox', { name: 'Receipt' }).selectOption(receiptNumber);
  await staff.getByRole('button', { name: 'Resend the receipt' }).click();
  await expect(staff.getByRole('status').filter({ hasText: receiptNumber })).toHaveText(
    `Receipt ${receiptNumber} is on its way to ${email}.`,
  );
  expect(mailText(await nextMailTo(email, { containing: receiptNumber }))).toContain(receiptNumber);
  const learnerUrl = staff.url();

  // An empty note is refused at its field; the record is axe-clean with the error.
  await staff.getByRole('button', { name: 'Add the note' }).click();
  const note = staff.getByLabel('Internal note (the learner never sees it)');
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(staff, '/staff/learners/{id} with an error');

  // Without JavaScript: the search form is a GET form, the actions post to the page itself.
  const plain = await signedInCopy(browser, staffContext);
  await plain.goto('/staff/learners');
  await search(plain, '+92 300 1234567');
  await expect(plain.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await plain.goto(learnerUrl);
  await plain.getByRole('button', { name: 'Add the note' }).click();
  await expect(plain.getByLabel('Internal note (the learner never sees it)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsWithoutScripts(plain, browser, '/staff/learners/{id} with an error, without scripts');
  await plain.getByLabel('Internal note (the learner never sees it)').fill('Called: receipt resent.');
  await plain.getByRole('button', { name: 'Add the note' }).click();
  await expect(plain.getByRole('row').filter({ hasText: 'Called: receipt resent.' })).toContainText(E2E_STAFF.email);
  await plain.getByRole('button', { name: 'Resend the receipt' }).click();
  // The answer shows at the form that was sent, not at every form of the page.
  await expect(plain.getByRole('status').filter({ hasText: receiptNumber })).toHaveCount(1);
  expect(mailText(await nextMailTo(email, { containing: receiptNumber }))).toContain(receiptNumber);
});
