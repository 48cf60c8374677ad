// Intakes on the catalogue editor (issue 46): an admin adds an intake through the screen and it is listed; without
// JavaScript a bad date is refused at the field with what was typed kept; an intake a learner has paid for (set up
// through the API, the gateway's page approved on screen) cannot be deleted, the platform's sentence shown; cancelling
// it asks first, saying what happens to the paid learners. The platform's rules themselves: catalogue-intakes.test.ts.
import { test, expect, type Page } from '@playwright/test';
import type { AuthData, Order, PaymentStart } from '@/contract';
import { putSessionInBrowser, signUpByApi, uniqueEmail } from './auth-helpers';
import { decide, PROGRAMME, submitIdentity } from './checkout-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { signedInCopy } from './signed-in-copy';
import { signedInAdmin } from './staff-sign-in';

test.describe.configure({ timeout: 300_000 });

const uniqueSlug = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid.toString(36)}`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A learner who ordered the programme in `intake` and paid by card, the gateway's page approved on screen. */
async function paidLearnerIn(page: Page, intake: string) {
  const auth = (await signUpByApi(page.request, '/api/v1', {
    email: uniqueEmail('intake-paid'),
    full_name: 'Zara Ahmed',
  })) as AuthData;
  await putSessionInBrowser(page.context(), auth);
  await submitIdentity(page);
  const headers = { authorization: `Bearer ${auth.access_token}` };
  const ordered = await page.request.post('/api/v1/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { programme: PROGRAMME.slug, intake },
  });
  expect(ordered.status()).toBe(201);
  const order = (await ordered.json()) as Order;
  const started = await page.request.post(`/api/v1/orders/${order.id}/payments`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { method: 'card' },
  });
  expect(started.status()).toBe(201);
  await page.goto(((await started.json()) as PaymentStart).redirect!.url);
  await decide(page, 'Approve the payment');
}

test('an admin adds an intake; a bad date is refused at the field without JavaScript; a paid-for intake is not deleted', async ({
  browser,
  page,
}) => {
  const intake = { name: `Autumn ${Date.now().toString(36)}`, slug: uniqueSlug('autumn') };
  const admin = await signedInAdmin(browser, '/staff/catalogue', 'Catalogue');
  await expect(admin.getByRole('heading', { level: 2, name: 'Intakes' })).toBeVisible();
  await admin.getByRole('link', { name: 'Add an intake' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Add an intake' })).toBeVisible();
  await field(admin, 'Name').fill(intake.name);
  await field(admin, 'Address (slug)').fill(intake.slug);
  await field(admin, 'Starts on').fill(daysFromNow(60));
  await field(admin, 'Ends on').fill(daysFromNow(180));
  await field(admin, 'Enrolment closes on').fill(daysFromNow(50));
  await field(admin, 'Seats').fill('30');
  await admin.getByRole('button', { name: 'Create the intake' }).click();
  await expect(admin).toHaveURL(new RegExp(`/staff/catalogue/intakes/${intake.slug}\\?created=`));
  await expect(admin.getByRole('status').filter({ hasText: 'Created: learners can choose it now.' })).toBeVisible();
  await expect(admin.getByText('Taking orders. Seats held: 0 of 30.')).toBeVisible();
  await expectNoAxeViolations(admin, 'the intake editor');
  await admin.goto('/staff/catalogue');
  await expect(admin.getByRole('row').filter({ hasText: intake.name })).toContainText('0 of 30');

  // Without JavaScript: an end before the start is refused at the field, what was typed kept, nothing saved.
  const plain = await signedInCopy(browser, admin.context());
  await plain.goto(`/staff/catalogue/intakes/${intake.slug}`);
  await field(plain, 'Ends on').fill(daysFromNow(10));
  await field(plain, 'Seats').fill('25');
  await plain.getByRole('button', { name: 'Save the intake' }).click();
  await expect(field(plain, 'Ends on')).toHaveAttribute('aria-invalid', 'true');
  await expect(plain.getByText('The end date is on or after the start date.').first()).toBeVisible();
  await expect(field(plain, 'Ends on')).toHaveValue(daysFromNow(10));
  await expect(field(plain, 'Seats')).toHaveValue('25');
  await expectNoAxeViolationsWithoutScripts(plain, browser, 'the intake editor without scripts, with an error');
  await plain.goto(`/staff/catalogue/intakes/${intake.slug}`);
  await expect(field(plain, 'Seats')).toHaveValue('30');

  // A learner pays for a seat in it; deleting it is then refused with the platform's reason.
  await paidLearnerIn(page, intake.slug);
  await plain.reload();
  await expect(plain.getByText('Paid learners: 1.', { exact: false })).toBeVisible();
  await plain.getByRole('button', { name: 'Delete the intake' }).click();
  await expect(plain.getByRole('alert').filter({ hasText: '1 learner has paid' })).toBeVisible();
  await plain.goto('/staff/catalogue');
  await expect(plain.getByRole('row').filter({ hasText: intake.name })).toBeVisible();

  // Cancelling asks first and says what happens to the paid learner.
  await plain.goto(`/staff/catalogue/intakes/${intake.slug}`);
  await plain.getByRole('link', { name: 'Cancel the intake…' }).click();
  await expect(plain.getByText('1 learner paid: their orders are cancelled', { exact: false })).toBeVisible();
  await expect(plain.getByText('every payment is recorded as owed back in full', { exact: false })).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(plain, browser, 'the cancel confirmation');
  await plain.getByRole('button', { name: 'Yes, cancel the intake' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();
  await expect(plain.getByText('Cancelled. Seats held:', { exact: false })).toBeVisible();
  await plain.context().close();
  await admin.context().close();
});
