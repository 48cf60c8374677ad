// /support end to end: the FAQ, the request form by keyboard alone, the error summary, and without JavaScript.
import { test, expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the element has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test('shows the FAQ from the platform', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await page.getByText('How are fees charged?').click();
  await expect(page.getByText('Fees are charged per semester')).toBeVisible();
  // The payment methods are those this server is configured with (the e2e server has a bank account and a Raast ID).
  await page.getByText('Which payment methods can I use?').click();
  await expect(
    page.getByText(/^You can pay by debit or credit card .*, or by bank transfer or Raast\. Your receipt/),
  ).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test(`a message over 2,000 characters is kept whole and refused at the field (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/support');
    const message = page.getByLabel('How can we help?');
    await expect(message).toHaveAccessibleDescription('Up to 2,000 characters.');
    const long = `${'My payment is stuck. '.repeat(97)}Please help me.`; // 2,052 characters
    await message.fill(long);
    await expect(message).toHaveValue(long);
    if (javaScriptEnabled)
      await expect(message).toHaveAccessibleDescription(
        '2,052 of 2,000 characters: 52 too many. Shorten it before sending.',
      );
    await page.getByLabel('Your name').fill('Bilal Ahmed');
    await page.getByLabel('E-mail address').fill('bilal@example.pk');
    await page.locator('input[type="tel"]').fill('0300 1234567');
    await page.getByLabel('What is it about?').selectOption('payments');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('link', { name: 'Your message must be at most 2,000 characters.' })).toBeVisible();
    await expect(page.getByLabel('How can we help?')).toHaveValue(long);
    await context.close();
  });
}

test('a request filled and sent by keyboard alone gets a reference', async ({ page }) => {
  await page.goto('/support');
  await tabTo(page, page.getByLabel('Your name'));
  await page.keyboard.type('Ayesha Khan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ayesha@example.pk');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: /country code for phone number/i })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('0300 1234567');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('What is it about?')).toBeFocused();
  await page.keyboard.type('Fees');
  await page.keyboard.press('Tab');
  await page.keyboard.type('My semester fee payment still shows as pending after three days.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send request' })).toBeFocused();
  await page.keyboard.press('Enter');
  const receipt = page.getByRole('status').filter({ hasText: 'we have your request' });
  await expect(receipt).toBeFocused();
  await expect(receipt).toContainText(/SR-[2-9A-HJ-NP-Z]{8}/);
});

test('errors: the summary takes focus, links to each field, and what was typed stays', async ({ page }) => {
  await page.goto('/support');
  await page.getByLabel('Your name').fill('Ayesha Khan');
  await page.locator('input[type="tel"]').fill('0300 12');
  await page.getByLabel('How can we help?').fill('Help?');
  await page.getByRole('button', { name: 'Send request' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your e-mail address.',
    'This phone number is too short: check that no digits are missing.',
    'Choose what your request is about.',
    'Your message must be at least 10 characters.',
  ]);
  await expect(page.getByLabel('Your name')).toHaveValue('Ayesha Khan');
  await expect(page.locator('input[type="tel"]')).toHaveValue('0300 12');
  await expect(page.getByLabel('How can we help?')).toHaveValue('Help?');
  // Following a link by keyboard lands on its field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
});

test('after a refused submission the chosen topic stays chosen, so the next submit can succeed', async ({ page }) => {
  await page.goto('/support');
  await page.getByLabel('Your name').fill('Ayesha Khan');
  await page.getByLabel('E-mail address').fill('ayesha@example.pk');
  await page.locator('input[type="tel"]').fill('0300 12');
  await page.getByLabel('What is it about?').selectOption('payments');
  await page.getByLabel('How can we help?').fill('My semester fee payment still shows as pending.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByLabel('What is it about?')).toHaveValue('payments');
  await page.locator('input[type="tel"]').fill('0300 1234567');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have your request' })).toContainText(/SR-/);
});

test('works without JavaScript: errors, then a stored request', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/support');
  await page.getByLabel('Your name').fill('Bilal Ahmed');
  await page.getByLabel('E-mail address').fill('bilal@example.pk');
  await page.locator('input[type="tel"]').fill('3001234');
  await page.getByLabel('What is it about?').selectOption('technical');
  await page.getByLabel('How can we help?').fill('The lecture videos do not load on my phone.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('There is a problem')).toBeVisible();
  await expect(page.getByRole('link', { name: /too short/ })).toBeVisible();
  await expect(page.getByLabel('How can we help?')).toHaveValue('The lecture videos do not load on my phone.');
  await page.locator('input[type="tel"]').fill('+44 7400 123456');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your reference is SR-/)).toBeVisible();
  await context.close();
});

test.describe('from one address', () => {
  // The address the reverse proxy would set (TRUSTED_CLIENT_IP_HEADER is x-e2e-client-ip in this run).
  test.use({ extraHTTPHeaders: { 'x-e2e-client-ip': '203.0.113.99' } });

  test('the eleventh request within the hour is refused with a clear message on the form, what was typed kept', async ({
    page,
    request,
  }) => {
    const sent = {
      name: 'Bilal Ahmed',
      email: 'bilal@example.pk',
      phone: '+923001234567',
      topic: 'other',
      message: 'One of ten requests sent from this connection.',
    };
    for (let i = 0; i < 10; i++)
      expect((await request.post('/api/v1/support/requests', { data: sent })).status()).toBe(201);

    await page.goto('/support');
    await page.getByLabel('Your name').fill('Ayesha Khan');
    await page.getByLabel('E-mail address').fill('ayesha@example.pk');
    await page.locator('input[type="tel"]').fill('0300 1234567');
    await page.getByLabel('What is it about?').selectOption('payments');
    await page.getByLabel('How can we help?').fill('My semester fee payment still shows as pending.');
    await page.getByRole('button', { name: 'Send request' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(
      /Too many attempts\. Your connection has sent 10 support requests in the last hour\. Try again in (59|60) minutes\./,
    );
    await expect(page.getByLabel('How can we help?')).toHaveValue('My semester fee payment still shows as pending.');
    await expect(page.getByRole('status').filter({ hasText: 'we have your request' })).toHaveCount(0);
  });
});
