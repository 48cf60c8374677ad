// A learner enrolled in semester 1 pays semester 2 from the dashboard: by card through the test gateway (with and
// without JavaScript) and by bank transfer confirmed by staff. The dashboard says the fee and the due rule, the
// calendar export has the due date, the receipt and the payments table say the semester. Axe on each screen.
import { test, expect, type Page } from '@playwright/test';
import {
  decide,
  enrolledOnDashboard,
  expectNoAxeViolations,
  payWith,
  PROGRAMME,
  sendBankTransfer,
} from './checkout-helpers';
import { expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { signInAsStaff } from './staff-sign-in';
import { nextMailTo } from './mailbox';
import { signedInCopy } from './signed-in-copy';

test.describe.configure({ timeout: 180_000 });

const fees = (page: Page) => page.getByRole('region', { name: 'Semester fees' });

test('semester 2 by card from the dashboard: the fee and due date, the calendar, the receipt says the semester', async ({
  page,
}) => {
  await enrolledOnDashboard(page);
  await expect(fees(page)).toContainText('Pay for each semester before its term starts');
  await expect(fees(page).getByRole('listitem').filter({ hasText: 'Semester 2' })).toContainText(
    /Rs\s?85,000, due by \d{1,2} \w+ \d{4}\./,
  );
  await expectNoAxeViolations(page, 'dashboard with a semester due');
  const ics = await (await page.request.get('/user-dashboard/calendar.ics')).text();
  expect(ics).toContain(`SUMMARY:${PROGRAMME.title}: semester 2 fee due`);

  await fees(page).getByRole('button', { name: 'Pay for semester 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay for semester 2 of ${PROGRAMME.title}` })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('semester 2 tuition');
  await expectNoAxeViolations(page, 'checkout semester 2');
  // Back to the order step: it shows this semester's order, not the first semester's choice of intake.
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name: 'Your order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Semester 2 of ${PROGRAMME.title}, .* intake: Rs`))).toBeVisible();
  await expect(page.getByRole('group', { name: 'When do you want to start?' })).toHaveCount(0);
  // Its refund rule runs from semester 2's own term, not the first semester's intake.
  await page.getByText('Refund policy for semester 2', { exact: true }).click();
  await expect(
    page.getByText(
      /^Semester 2 starts on \d{1,2} \w+ \d{4}: withdraw before then and all of its fee comes back; in its first 14 days, until \d{1,2} \w+ \d{4}, half of it; after that, nothing\.$/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'checkout semester 2, order step');
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await payWith(page);
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: semester 2 is paid' })).toBeVisible();
  await expectNoAxeViolations(page, 'semester 2 paid');

  await page.goto('/user-dashboard');
  await expect(fees(page).getByRole('listitem').filter({ hasText: 'Semester 2' })).toContainText('Paid.');
  await expect(fees(page).getByRole('button', { name: 'Pay for semester 3' })).toBeVisible();
  const row = page.getByRole('region', { name: 'Payments' }).getByRole('row').filter({ hasText: 'semester 2' });
  await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^R-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt R-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Semester 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /semester 2 tuition/ })).toBeVisible();
  await expectNoAxeViolations(page, 'semester 2 receipt');
});

test('semester 2 by card without JavaScript: the dashboard form, the gateway and the result work as plain pages', async ({
  page,
  browser,
}) => {
  await enrolledOnDashboard(page);
  const plain = await signedInCopy(browser, page.context());
  await plain.goto('/user-dashboard');
  await expectNoAxeViolationsWithoutScripts(plain, browser, 'dashboard without scripts');
  await fees(plain).getByRole('button', { name: 'Pay for semester 2' }).click();
  await expect(
    plain.getByRole('heading', { level: 1, name: `Pay for semester 2 of ${PROGRAMME.title}` }),
  ).toBeVisible();
  await plain.getByRole('radio', { name: 'Debit or credit card' }).check();
  await plain.getByRole('button', { name: /^Pay Rs/ }).click();
  await plain.getByRole('button', { name: 'Approve the payment' }).click();
  await expect(plain.getByRole('heading', { level: 2, name: 'Payment received: semester 2 is paid' })).toBeVisible();
  await plain.context().close();
});

test('semester 2 by bank transfer, confirmed by staff: the receipt mail and the dashboard say semester 2', async ({
  page,
  browser,
}) => {
  const { email } = await enrolledOnDashboard(page);
  await fees(page).getByRole('button', { name: 'Pay for semester 2' }).click();
  await page.getByRole('radio', { name: 'Bank transfer or Raast' }).check();
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  const { reference } = await sendBankTransfer(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, '/staff/transfers');
  await staff.getByRole('link', { name: reference, exact: true }).click();
  await staff.getByRole('radio', { name: /^Confirm: Rs\s85,000 has reached our account$/ }).check();
  await staff.getByRole('button', { name: 'Save decision' }).click();
  await expect(staff.getByText(/The learner (has been|was) e-mailed their receipt\./)).toBeVisible();
  await staffContext.close();

  // Semester 1's receipt came first.
  await nextMailTo(email, { containing: 'Subject: Your receipt R-' });
  const mail = await nextMailTo(email, { containing: 'Subject: Your receipt R-' });
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain('for semester 2 of');
  await page.goto('/user-dashboard');
  await expect(fees(page).getByRole('listitem').filter({ hasText: 'Semester 2' })).toContainText('Paid.');
});
