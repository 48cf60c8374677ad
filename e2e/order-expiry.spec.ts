// An order not paid in time (e2e/setup/checkout-fixtures.ts opened it yesterday, with a card payment the gateway
// confirms only now, after the expiry): the gateway's return and its webhook enrol no one, /checkout and the dashboard
// say the order expired and the money goes back, and "Start again" opens a new order that can be paid.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { signedWebhook } from '../platform/services/test-gateway/signing';
import { signIn } from './auth-helpers';
import { decide, expectNoAxeViolations, payWith, PROGRAMME, submitIdentity } from './checkout-helpers';
import {
  E2E_TEST_GATEWAY_SECRET,
  EXPIRED_ORDER_LEARNER,
  fixturesFile,
  type ExpiredOrderFixture,
} from './setup/checkout-fixtures-data';

test.describe.configure({ timeout: 120_000 });

test('an expired order cannot be paid: a late return and webhook enrol no one, checkout and dashboard say so, and a new order can be paid', async ({
  page,
}) => {
  const fixture = JSON.parse(readFileSync(fixturesFile(), 'utf8')) as ExpiredOrderFixture;

  // Nobody has looked at the order since it expired. The learner is back on the gateway's page, which has since taken
  // the money, and follows its link back: the platform asks the gateway, hears "paid", and must still not enrol.
  await page.goto(fixture.hostedPageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'This payment has already been decided.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Learner Portal' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, EXPIRED_ORDER_LEARNER.email, EXPIRED_ORDER_LEARNER.password);
  await expect(page).toHaveURL(new RegExp(`/checkout\\?.*order=${fixture.orderId}`));
  await expect(page.getByRole('heading', { level: 2, name: 'This order has expired' })).toBeVisible();
  await expect(
    page.getByText('It was not paid in time, and nothing was charged. Start again to get a new order.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay Rs/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'expired order');

  // The gateway's signed webhook for the same payment, late as well: received, and still no enrolment.
  const now = new Date();
  const { rawBody, headers } = signedWebhook(
    E2E_TEST_GATEWAY_SECRET,
    {
      id: `evt_e2e_late_${now.getTime()}`,
      type: 'payment.succeeded',
      created: Math.floor(now.getTime() / 1000),
      data: {
        reference: fixture.gatewayRef,
        transaction_id: 'tg_e2e_late',
        status: 'succeeded',
        amount_paisa: fixture.amountPaisa,
        currency: 'PKR',
      },
    },
    now,
  );
  expect((await page.request.post('/api/v1/payments/webhooks/test', { headers, data: rawBody })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'This order has expired' })).toBeVisible();

  await page.goto('/user-dashboard');
  await expect(page.getByText('You are not enrolled in a programme yet.', { exact: false }).first()).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('cell', { name: 'Paid after the order expired: being refunded' })).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'dashboard after an expired order');

  // On a phone the payments stack, one block per payment: its status (the longest cell) is within the screen's width
  // without scrolling sideways, named by a visible "Status", and Chromium still gives screen readers a table cell.
  await page.setViewportSize({ width: 375, height: 812 });
  const status = payments.getByRole('cell', { name: 'Paid after the order expired: being refunded' });
  await expect(status.getByText('Status', { exact: true })).toBeVisible();
  const box = await status.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375, `status cell at x ${box?.x}, width ${box?.width}`).toBe(true);
  expect(
    await payments
      .getByRole('table')
      .evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth),
  ).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ role?: { value: string }; name?: { value: string } }>;
  };
  expect(nodes.filter((node) => node.role?.value === 'cell').map((node) => node.name?.value)).toContain(
    'Paid after the order expired: being refunded',
  );
  // The header row is out of sight (each block names its columns) but still the table's headers for screen readers.
  expect(nodes.filter((node) => node.role?.value === 'columnheader').map((node) => node.name?.value)).toContain(
    'Status',
  );
  const headerRow = payments.locator('thead');
  expect((await headerRow.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page, 'dashboard payments on a phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  // From 40rem the header row shows again above the columns.
  expect((await headerRow.boundingBox())?.height ?? 0).toBeGreaterThan(10);
  await expect(payments.getByRole('columnheader', { name: 'Status' })).toBeVisible();

  // Starting again: a new order for the same programme and intake, paid on the gateway, enrols the learner.
  await submitIdentity(page);
  await page.goto(`/checkout?order=${fixture.orderId}&step=result`);
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(fixture.orderId));
  await payWith(page);
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 3, name: PROGRAMME.title })).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(1);
});
