// The phone field in a real browser: the server-decided default country, typing, pasting, the
// country combobox by keyboard, and axe with the list open.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('the default country comes from the configured trusted header, with no flicker', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/support');
  // Server-rendered HTML (no JavaScript ran) already shows the United Kingdom.
  await expect(page.getByRole('combobox', { name: /country code for phone number/i })).toContainText('+44');
  await expect(page.locator('input[name="phoneCountry"]')).toHaveValue('GB');
  await context.close();
});

test('without the header the default is Pakistan, and the field hydrates without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/support');
  await expect(page.getByRole('combobox', { name: /country code for phone number/i })).toContainText('+92');
  await page.locator('input[type="tel"]').pressSequentially('0300');
  await expect(page.locator('input[type="tel"]')).toHaveValue('0300');
  expect(errors).toEqual([]);
});

test('typing formats once valid; a pasted international number switches the country', async ({ page }) => {
  await page.goto('/support');
  const phone = page.locator('input[type="tel"]');
  await phone.pressSequentially('03001234567');
  await expect(phone).toHaveValue('0300 1234567');
  await expect(page.locator('input[name="phoneE164"]')).toHaveValue('+923001234567');
  await phone.fill('');
  // One input event carrying the whole number, as a paste or the browser's autofill delivers it.
  await page.keyboard.insertText('+44 (0)1632 960 001');
  await expect(page.locator('input[name="phoneCountry"]')).toHaveValue('GB');
  await expect(page.getByRole('combobox', { name: /country code for phone number/i })).toContainText('+44');
});

test('the country list works by keyboard and passes axe while open', async ({ page }) => {
  // Axe over the open list (every country, about 240 options) takes over 20 s on a busy two-core machine.
  test.slow();
  await page.goto('/support');
  const combobox = page.getByRole('combobox', { name: /country code for phone number/i });
  const listbox = page.getByRole('listbox');
  // Pressed at once: the list opens whether the page has finished hydrating and the list's code has loaded or not.
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.type('germ');
  await expect(page.locator(`#${await combobox.getAttribute('aria-activedescendant')}`)).toContainText('Germany');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(page.locator('input[name="phoneCountry"]')).toHaveValue('DE');
  await expect(page.locator('input[type="tel"]')).toBeFocused();
});

test('a key on the country button before the page has hydrated opens the list once it has', async ({ page }) => {
  // React's scheduler, which hydrates the page in slices after its scripts have run, takes its turns through a
  // MessageChannel: its messages wait until the key has been pressed, as on a busy phone where the visitor is quicker
  // than hydration. React still hydrates at once for the key (a discrete event); the field must take it from there.
  await page.addInitScript(() => {
    const Native = window.MessageChannel;
    let waiting: Array<() => void> | null = [];
    (window as unknown as { releaseScheduler: () => void }).releaseScheduler = () => {
      const queued = waiting ?? [];
      waiting = null;
      for (const post of queued) post();
    };
    window.MessageChannel = class extends Native {
      constructor() {
        super();
        const port = this.port2;
        const post = port.postMessage.bind(port) as (message: unknown) => void;
        port.postMessage = ((message: unknown) =>
          waiting ? void waiting.push(() => post(message)) : post(message)) as MessagePort['postMessage'];
      }
    };
  });
  await page.goto('/support');
  const combobox = page.getByRole('combobox', { name: /country code for phone number/i });
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await page.evaluate(() => (window as unknown as { releaseScheduler: () => void }).releaseScheduler());
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(combobox).toBeFocused();
});

test('the tel input stays left-to-right inside right-to-left text', async ({ page }) => {
  await page.goto('/support');
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  const direction = await page.locator('input[type="tel"]').evaluate((input) => getComputedStyle(input).direction);
  expect(direction).toBe('ltr');
});

test('after a client-side navigation the field shows before its code has loaded, and works once it has', async ({
  page,
}) => {
  // The field's code (libphonenumber-js) is held back until the field has been seen without it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldBack = false;
  await page.route('**/_next/static/chunks/*.js*', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('country_calling_codes')) {
      heldBack = true;
      await held;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).last().click();
  await expect(page).toHaveURL(/\/support$/);
  const combobox = page.getByRole('combobox', { name: /country code for phone number/i });
  await expect(combobox).toContainText('+92');
  const phone = page.getByLabel('Phone number', { exact: false }).and(page.locator('input[type="tel"]'));
  await expect(phone).toBeVisible();
  await expect.poll(() => heldBack).toBe(true);
  await phone.fill('03001234567');

  release();
  await expect(phone).toHaveValue('0300 1234567');
  await expect(page.locator('input[name="phoneE164"]')).toHaveValue('+923001234567');
});

test('an extension, Urdu digits and a cleared foreign number, typed as a learner types them', async ({ page }) => {
  await page.goto('/support');
  const phone = page.locator('input[type="tel"]');
  await phone.pressSequentially('0300 1234567 ext. 123');
  await expect(phone).toHaveValue('0300 1234567 ext. 123');
  await expect(page.locator('input[name="phoneE164"]')).toHaveValue('+923001234567');
  await phone.fill('');
  await phone.pressSequentially('۰۳۰۰ ۱۲۳۴۵۶۷');
  await expect(phone).toHaveValue('0300 1234567');
  await phone.fill('');
  await page.keyboard.insertText('+44 7400 123456');
  await expect(page.locator('input[name="phoneCountry"]')).toHaveValue('GB');
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await expect(page.locator('input[name="phoneCountry"]')).toHaveValue('PK');
  await expect(page.getByRole('combobox', { name: /country code for phone number/i })).toContainText('+92');
});

test('without JavaScript, Urdu digits and an extension are accepted by the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/support');
  await page.getByLabel('Your name').fill('Bilal Ahmed');
  await page.getByLabel('E-mail address').fill('bilal@example.pk');
  await page.locator('input[type="tel"]').fill('۰۳۰۰ ۱۲۳۴۵۶۷ ext. 12');
  await page.getByLabel('What is it about?').selectOption('technical');
  await page.getByLabel('How can we help?').fill('The lecture videos do not load on my phone.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your reference is SR-/)).toBeVisible();
  await context.close();
});
