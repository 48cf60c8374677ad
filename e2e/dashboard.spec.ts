// The learner's home after paying: the programme with its intake and courses, the payment with its receipt
// (e-mailed, and printable), the calendar download, and the LMS launch to a fake LMS that introspects the token.
import { test, expect } from '@playwright/test';
import {
  approveIdentityAsStaff,
  decide,
  expectNoAxeViolations,
  openOrder,
  payWith,
  PROGRAMME,
  verifiedLearner,
} from './checkout-helpers';
import { lmsPort, startFakeLms, type FakeLms } from './fake-lms';
import { mailText, nextMailTo } from './mailbox';
import { linesOf } from './text-lines';

test.describe.configure({ timeout: 120_000 });

let lms: FakeLms;
test.beforeAll(async ({ baseURL }) => {
  lms = await startFakeLms(baseURL ?? '');
});
test.afterAll(async () => {
  await lms.close();
});

test('after paying, the dashboard shows the programme, the payment and its receipt; the receipt is e-mailed and prints', async ({
  page,
}) => {
  const { email } = await verifiedLearner(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Approve the payment');
  const receiptLink = page.getByRole('link', { name: /^See your receipt R-\d{6}$/ });
  const number = ((await receiptLink.textContent()) ?? '').replace('See your receipt ', '');

  const mail = await nextMailTo(email, { containing: `Your receipt ${number}` });
  expect(mailText(mail)).toContain(`/user-dashboard/receipts/${number}`);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  const programmes = page.getByRole('region', { name: 'My programmes' });
  await expect(programmes.getByRole('heading', { level: 3, name: PROGRAMME.title })).toBeVisible();
  // The intake is named once, after the day it starts.
  await expect(programmes.getByText(/^Starts \d{1,2} [A-Z][a-z]+ \d{4}\.$/)).toBeVisible();
  await expect(programmes.getByText(/^Starts .*\. Intake: [^.]+ \(.+\)\.$/)).toBeVisible();
  await expect(programmes.getByRole('heading', { level: 4, name: /^Your first semester: semester 1/ })).toBeVisible();
  await expect(programmes.getByRole('link').filter({ hasText: /.+/ }).first()).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Debit or credit card' })).toBeVisible();
  // Identity still pending: the courses do not open yet, and the dashboard says so.
  await expect(page.getByText('Your courses open here once your identity verification is approved.')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add my semester dates to my calendar (.ics)' }).click();
  const file = await (await download).path();
  const ics = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${PROGRAMME.title}: semester 1 (`);
  expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);

  await payments.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: PROGRAMME.price }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'receipt');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this receipt' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  // Its number is its title (a tab, a printed page's header) and never breaks at its hyphen on a phone.
  await expect(page).toHaveTitle(`Receipt ${number} | Learner Portal`);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await linesOf(page.getByRole('heading', { level: 1 }), number)).toBe(1);

  // Another learner cannot see it.
  await page.context().clearCookies();
  await verifiedLearner(page);
  const other = await page.goto(`/user-dashboard/receipts/${number}`);
  // The receipt page has no loading boundary, so the refusal is a real 404 with the not-found page.
  expect(other?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toHaveCount(0);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test('a new learner’s dashboard says what to do next', async ({ page }) => {
  await verifiedLearner(page);
  // The identity submission went through the API after the dashboard had rendered: load it again.
  await page.goto('/user-dashboard');
  await expect(
    page.getByRole('region', { name: 'Next step' }).getByText(/not enrolled in a programme yet/),
  ).toBeVisible();
  await openOrder(page);
  await page.goto('/user-dashboard');
  const next = page.getByRole('region', { name: 'Next step' });
  await expect(next.getByText(/^Finish paying for Full-Stack Web Development/)).toBeVisible();
  await next.getByRole('link', { name: 'Finish your payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
});

test('Go to my courses: the LMS opens them only with the programme paid and the identity approved (the platform decides)', async ({
  page,
}) => {
  const { email } = await verifiedLearner(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Approve the payment');
  // Paid, identity still pending: no button, and the platform tells the LMS no course access for this token either.
  await page.goto('/user-dashboard');
  await expect(page.getByText('Your courses open here once your identity verification is approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to my courses' })).toHaveCount(0);
  const lmsToken = (await page.context().cookies()).find((cookie) => cookie.name === 'lms_token')?.value ?? '';
  expect(lmsToken).not.toBe('');
  const launchUrl = `http://127.0.0.1:${lmsPort()}/launch`;
  const early = await page.request.post(launchUrl, { form: { lms_token: lmsToken } });
  expect(early.status()).toBe(403);
  expect(lms.launches.at(-1)).toMatchObject({ active: true, course_access: false });
  expect(lms.launches.at(-1)).not.toHaveProperty('scope');

  await approveIdentityAsStaff(page.request, email);
  await page.reload();
  await expect(page.getByText('Verified.')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with courses');
  await page.getByRole('button', { name: 'Go to my courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Your courses, ${email.toLowerCase()}` })).toBeVisible();
  // A form POST: the token is in the body the LMS checked, never in an address.
  expect(page.url()).toBe(launchUrl);
  expect(lms.launches.at(-1)).toMatchObject({
    active: true,
    course_access: true,
    // The programme, and each semester the learner may open: only semester 1 is paid.
    scope: `programme:${PROGRAMME.slug} programme:${PROGRAMME.slug}:semester:1`,
    email: email.toLowerCase(),
  });
});
