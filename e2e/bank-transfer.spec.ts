// Bank transfer end to end: the learner sends the transaction id and a receipt screenshot on /checkout, staff confirm
// it on /staff/transfers (keyboard only) and the learner's dashboard shows the programme paid with a receipt; staff
// reject one without JavaScript and the learner is told why. Axe on every step, staff pages included.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, openOrder, PROGRAMME, sendBankTransfer, verifiedLearner } from './checkout-helpers';
import { expectNoAxeViolationsWithoutScripts, expectNothingSideways, expectWithinWidth } from './kyc-helpers';
import { signInAsStaff } from './staff-sign-in';
import { nextMailTo } from './mailbox';
import { signedInCopy } from './signed-in-copy';
import { linesOf } from './text-lines';

test.describe.configure({ timeout: 150_000 });

/** A staff member signed in on the transfer queue, in a browser of their own. */
async function staffOnQueue(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await signInAsStaff(page, '/staff/transfers');
  if (options.javaScriptEnabled !== false) return { page, close: () => signedIn.close() };
  const plain = await signedInCopy(browser, signedIn);
  await signedIn.close();
  await plain.goto('/staff/transfers');
  return { page: plain, close: () => plain.context().close() };
}

async function openTransfer(staff: Page, reference: string) {
  await staff.getByRole('link', { name: reference, exact: true }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: new RegExp(`^Transfer ${reference}: Rs\\s85,000$`) }),
  ).toBeVisible();
}

test('bank transfer confirmed by staff: the learner sends it, staff confirm it by keyboard, the dashboard shows it paid with a receipt', async ({
  page,
  browser,
}) => {
  const { email } = await verifiedLearner(page);
  await openOrder(page);
  await page.getByRole('radio', { name: 'Bank transfer or Raast' }).check();
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page.getByText('PK36SCBL0000001123456702')).toBeVisible();
  await expect(page.getByText('03001234567')).toBeVisible();
  await expectNoAxeViolations(page, 'bank transfer');
  // On a phone what the learner copies into their banking app (the IBAN, the reference) is each on one line.
  await page.setViewportSize({ width: 375, height: 812 });
  const details = page.getByRole('region', { name: 'Pay by bank transfer or Raast' }).locator('dd');
  for (const value of ['PK36SCBL0000001123456702', 'LP-']) {
    const lines = await details.filter({ hasText: value }).evaluate((dd) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, value).toBe(1);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Bad input: a malformed id is said at its field and kept.
  await page.getByLabel('Transaction id').fill('12');
  await page.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Enter the transaction id from your banking app',
  );
  // The missing screenshot is said in the same answer, not only once the id is right.
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Add a screenshot of your transfer receipt.',
  );
  await expect(page.getByLabel('Screenshot of the transfer receipt')).toHaveAccessibleDescription(
    /Add a screenshot of your transfer receipt\./,
  );
  await expect(page.getByLabel('Transaction id')).toHaveValue('12');
  const { reference, transactionId } = await sendBankTransfer(page);
  await expectNoAxeViolations(page, 'transfer awaiting');
  await page.goto('/user-dashboard');
  await expect(
    page.getByRole('region', { name: 'Next step' }).getByText(/bank transfer .* is awaiting confirmation/),
  ).toBeVisible();

  // A learner is not staff: the page says so, and the platform refuses the receipt image.
  await page.goto('/staff/transfers');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();

  const staff = await staffOnQueue(browser);
  await expect(
    staff.page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Bank transfers' }),
  ).toBeVisible();
  const row = staff.page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(email);
  await expect(row).toContainText(transactionId);
  await expect(row.getByRole('cell', { name: /^Rs\s85,000$/ })).toBeVisible();
  await expectNoAxeViolations(staff.page, '/staff/transfers');
  // On a phone the queue stacks each transfer (nothing scrolls sideways) and the heading keeps the reference whole.
  await staff.page.setViewportSize({ width: 375, height: 812 });
  await expectNothingSideways(staff.page, '/staff/transfers at 375 px');
  await expectWithinWidth(row.getByRole('cell').last(), 375);
  await expectNoAxeViolations(staff.page, '/staff/transfers at 375 px');
  await openTransfer(staff.page, reference);
  expect(await linesOf(staff.page.getByRole('heading', { level: 1 }), reference)).toBe(1);
  await expectNothingSideways(staff.page, '/staff/transfers/{id} at 375 px');
  await expectNoAxeViolations(staff.page, '/staff/transfers/{id} at 375 px');
  await staff.page.setViewportSize({ width: 1280, height: 720 });
  await expect(staff.page.getByText(transactionId)).toBeVisible();
  const screenshot = staff.page.getByRole('img', { name: `Transfer receipt sent by Ayesha Khan for ${reference}` });
  await expect
    .poll(() => screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const image = await staff.page.request.get((await screenshot.getAttribute('src')) ?? '');
  expect(image.headers()['cache-control']).toBe('private, no-store');
  expect((await page.request.get((await screenshot.getAttribute('src')) ?? '')).status()).toBe(403);
  await expectNoAxeViolations(staff.page, '/staff/transfers/{id}');

  await staff.page.getByRole('radio', { name: /^Confirm: Rs\s85,000 has reached our account$/ }).focus();
  await staff.page.keyboard.press('Space');
  await staff.page.getByRole('button', { name: 'Save decision' }).focus();
  await staff.page.keyboard.press('Enter');
  // The form's answer, or (when the action also refreshed the session's cookies, which re-renders the page) the
  // decision as recorded: both say the learner was told.
  await expect(staff.page.getByText(/The learner (has been|was) e-mailed their receipt\./)).toBeVisible();
  await expectNoAxeViolations(staff.page, '/staff/transfers/{id} decided');
  await staff.page.reload();
  await expect(staff.page.getByText(/^Confirmed by reviewer@e2e\.test on /)).toBeVisible();
  await staff.page.goto('/staff/transfers?status=decided');
  await expect(staff.page.getByRole('row').filter({ hasText: reference })).toContainText('Confirmed');
  await staff.close();

  const mail = await nextMailTo(email, { containing: 'Subject: Your receipt R-' });
  const number = /Your receipt (R-\d{6})/.exec(mail.raw)?.[1] ?? '';
  await page.goto('/user-dashboard');
  const programmes = page.getByRole('region', { name: 'My programmes' });
  await expect(programmes.getByRole('heading', { level: 3, name: PROGRAMME.title })).toBeVisible();
  const payment = page
    .getByRole('region', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: 'Bank transfer or Raast' });
  await expect(payment.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(payment.getByRole('cell', { name: PROGRAMME.price })).toBeVisible();
  await payment.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: PROGRAMME.price }).first()).toBeVisible();
});

test('staff reject a transfer without JavaScript: each mistake at its field, then the learner is told why and can send again', async ({
  page,
  browser,
}) => {
  const { email } = await verifiedLearner(page);
  await openOrder(page);
  await page.getByRole('radio', { name: 'Bank transfer or Raast' }).check();
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  const { reference } = await sendBankTransfer(page);

  const staff = await staffOnQueue(browser, { javaScriptEnabled: false });
  await openTransfer(staff.page, reference);
  await staff.page.getByRole('button', { name: 'Save decision' }).click();
  await expect(staff.page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Choose confirm or reject.',
  );
  await staff.page.getByRole('radio', { name: 'Reject' }).check();
  await staff.page.getByLabel(/^Note/).fill('Please send the transfer from the account in your name.');
  await staff.page.getByRole('button', { name: 'Save decision' }).click();
  await expect(staff.page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Choose why the transfer is not confirmed: the learner is told.',
  );
  await expect(staff.page.getByLabel(/^Note/)).toHaveValue('Please send the transfer from the account in your name.');
  await expect(staff.page.getByRole('radio', { name: 'Reject' })).toBeChecked();
  await expectNoAxeViolationsWithoutScripts(staff.page, browser, '/staff/transfers/{id} without JavaScript, refused');
  await staff.page
    .getByLabel('Reason (when rejecting)')
    .selectOption({ label: 'No transfer with this transaction id has reached our account' });
  await staff.page.getByRole('button', { name: 'Save decision' }).click();
  // Without JavaScript the action answers the whole page again, which shows the decision as recorded.
  const recorded = staff.page.locator('p', {
    hasText: /^Rejected: No transfer with this transaction id has reached our account/,
  });
  await expect(recorded).toContainText(
    '(note: Please send the transfer from the account in your name.) by reviewer@e2e.test on ',
  );
  await expect(recorded).toContainText('The learner was e-mailed the reason.');
  await staff.close();

  const reason =
    'No transfer with this transaction id has reached our account. Note from our staff: Please send the transfer from the account in your name.';
  const mail = await nextMailTo(email, { containing: 'Subject: We could not confirm your bank transfer' });
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain('No transfer with this transaction id has reached our account.');
  await page.reload();
  const result = page.url();
  await expect(page.getByRole('heading', { level: 2, name: 'We could not confirm your transfer' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expectNoAxeViolations(page, 'transfer rejected');
  await page.goto('/user-dashboard');
  const payment = page
    .getByRole('region', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: 'Bank transfer or Raast' });
  await expect(payment.getByRole('cell', { name: /^Not confirmed/ })).toContainText(reason);
  await expect(page.getByRole('region', { name: 'Next step' })).toContainText(
    `We could not confirm your bank transfer for ${PROGRAMME.title}. ${reason}`,
  );
  // The order is still open: the learner sends the transfer again.
  await page.goto(result);
  await page.getByRole('link', { name: 'Try again or choose another method' }).click();
  await expect(page.getByText(`We could not confirm your last bank transfer. ${reason}`)).toBeVisible();
  await page.getByRole('radio', { name: 'Bank transfer or Raast' }).check();
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  expect((await sendBankTransfer(page)).reference).toBe(reference);
});
