// /account in a real browser against the production build: each form with and without JavaScript, errors at the
// field with what was typed kept, mail read from the run's SMTP server, axe-clean pages, the keyboard, a 390 px phone.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, registerLearner, signIn, signUpByApi, uniqueEmail } from './auth-helpers';
import { codeFromMail, mailText, nextMailTo } from './mailbox';
import { signedInCopy } from './signed-in-copy';

const NEW_PASSWORD = 'another quite long passphrase';

// Each test signs a learner up (scrypt at 64 MiB, a mailed code) before it starts: on a busy machine that alone can
// take most of the default 30 s.
test.describe.configure({ timeout: 120_000 });
// A password check is scrypt at 64 MiB: on a busy machine an answer can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
const phoneInput = (page: Page) => page.getByLabel('Phone (optional)').and(page.locator('input[type="tel"]'));
const axeClean = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

// The first sign-up after the server starts warms it up (password hashing, the mailer): done here through the API, so
// no test's page wait meets it.
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpByApi(request, '/api/v1', { email: uniqueEmail('warm-up'), full_name: 'Warm Up' });
  await request.dispose();
});

/** A learner signed up with JavaScript, then (if asked) carried into a context without it. */
async function learnerContext(browser: Browser, javaScriptEnabled: boolean) {
  const signUp = await browser.newContext();
  const learner = await registerLearner(await signUp.newPage(), 'Ayesha Khan', uniqueEmail('account'));
  const page = await signedInCopy(browser, signUp, { javaScriptEnabled });
  await signUp.close();
  return { ...learner, context: page.context(), page };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test('profile: an error at the field keeps what was typed; then the name and phone are saved', async ({
      browser,
    }) => {
      // The click goes straight from the phone field to Save, as a learner's would: the phone's message must not push
      // Save from under the pointer before the press ends (it did, and the click was lost).
      const { page, context } = await learnerContext(browser, javaScriptEnabled);
      await page.goto('/account/profile');
      await page.getByLabel('Full name').fill('   ');
      await phoneInput(page).fill('0300 12');
      await page.getByRole('button', { name: 'Save name and phone' }).click();
      await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(/Enter your full name\./);
      await expect(phoneInput(page)).toHaveValue(/0300 ?12/);
      await page.getByLabel('Full name').fill('Ayesha K. Malik');
      await phoneInput(page).fill('0300 1234567');
      await page.getByRole('button', { name: 'Save name and phone' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await page.goto('/account');
      await expect(page.getByText('Ayesha K. Malik · +923001234567')).toBeVisible();
      await context.close();
    });

    test('password: a wrong current password is refused at the field; the right one changes it and mails the learner', async ({
      browser,
    }) => {
      const { page, context, email } = await learnerContext(browser, javaScriptEnabled);
      await page.goto('/account/password');
      await page.getByLabel('Current password').fill('not my password');
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
        /That is not your current password\./,
      );
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();
      expect(
        mailText(await nextMailTo(email, { containing: 'password of your Learner Portal account was just changed' })),
      ).not.toContain(NEW_PASSWORD);
      // Still signed in here, with the fresh sign-in the change opened.
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await context.close();
    });

    test('e-mail address: a code to the new address changes it; "Use another address" and a wrong code; the old address is told', async ({
      browser,
    }) => {
      const { page, context, email } = await learnerContext(browser, javaScriptEnabled);
      const moved = uniqueEmail('moved');
      await page.goto('/account/email');
      await page.getByLabel('New e-mail address').fill('not-an-address');
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Send a code to the new address' }).click();
      await expect(page.getByLabel('New e-mail address')).toHaveAccessibleDescription(/Enter a valid e-mail address/);
      await expect(page.getByLabel('New e-mail address')).toHaveValue('not-an-address');
      await page.getByLabel('New e-mail address').fill(moved);
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Send a code to the new address' }).click();
      await expect(page.getByText(`Code sent to ${moved}.`)).toBeVisible();
      // "Use another address" goes back to the address form, the address kept; sent again, the form takes the new code.
      await page.getByRole('button', { name: 'Use another address' }).click();
      await expect(page.getByLabel('New e-mail address')).toHaveValue(moved);
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Send a code to the new address' }).click();
      await expect(page.getByText(`Code sent to ${moved}.`)).toBeVisible();
      await nextMailTo(moved, { containing: 'confirmation code' }); // the first request's code
      const code = codeFromMail(await nextMailTo(moved, { containing: 'confirmation code' })) ?? '';
      await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirm new address' }).click();
      await expect(page.getByLabel('6-digit code')).toHaveAccessibleDescription(
        /That code is wrong, used or expired\./,
      );
      await page.getByLabel('6-digit code').fill(code);
      await page.getByRole('button', { name: 'Confirm new address' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Your e-mail address is now ${moved}` })).toBeVisible();
      const told = mailText(await nextMailTo(email, { containing: 'was changed from this address' }));
      const revertPath = /\/email-change\/revert\?token=[^\s"'<>]+/.exec(told)?.[0];
      expect(revertPath).toBeDefined();

      // "This was not me", pressed by whoever reads the old address's mail, here in a browser that is not signed in.
      const reader = await browser.newContext({ javaScriptEnabled });
      const mailReader = await reader.newPage();
      await mailReader.goto(revertPath!);
      await mailReader.getByRole('button', { name: 'This was not me: put my address back' }).click();
      await expect(mailReader.getByRole('status')).toContainText(`Your address is ${email} again`);
      // axe runs scripts in the page: only where the page may run them.
      if (javaScriptEnabled) await axeClean(mailReader);
      // The link works once: a second press is refused, and says so.
      await mailReader.goto(revertPath!);
      await mailReader.getByRole('button', { name: 'This was not me: put my address back' }).click();
      await expect(mailReader.getByRole('alert', { name: 'There is a problem' })).toContainText(/expired|used/);
      await reader.close();

      // Every device was signed out: the learner's own session included.
      await page.goto('/account');
      await expect(page).toHaveURL(/\/login/);
      await context.close();
    });

    test('sign-ins: another device is listed and "Sign out everywhere else" ends it', async ({ browser }) => {
      const { page, context, email } = await learnerContext(browser, javaScriptEnabled);
      const other = await browser.newContext({
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      });
      const otherPage = await other.newPage();
      await otherPage.goto('/login');
      await signIn(otherPage, email);
      await expect(otherPage).toHaveURL(/\/user-dashboard$/);
      await page.goto('/account/sign-ins');
      await expect(page.getByRole('cell', { name: /Safari 17 on macOS/ })).toBeVisible();
      await expect(page.getByRole('cell', { name: /\(this device\)/ })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(page.getByRole('status').filter({ hasText: '1 other sign-in ended' })).toBeVisible();
      await page.goto('/account/sign-ins');
      await expect(page.getByRole('cell', { name: /Safari 17 on macOS/ })).toHaveCount(0);
      // The other browser is signed out: its next signed-in page sends it to sign in.
      await otherPage.goto('/account');
      await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount$/);
      await other.close();
      await context.close();
    });

    test('close my account: a wrong password is refused at the field; the right one closes it and the address signs up again', async ({
      browser,
    }) => {
      const { page, context, email } = await learnerContext(browser, javaScriptEnabled);
      await page.goto('/account/close');
      await page.getByLabel('Your password').fill('not my password');
      await page.getByRole('button', { name: 'Close my account' }).click();
      await expect(page.getByLabel('Your password')).toHaveAccessibleDescription(/That is not your password\./);
      await page.getByLabel('Your password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Close my account' }).click();
      await expect(page).toHaveURL(/\/account-closed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible();
      expect(mailText(await nextMailTo(email, { containing: 'was closed just now' }))).toContain('six years');
      await page.goto('/account');
      await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
      await context.close();
      if (javaScriptEnabled) {
        const again = await browser.newContext();
        await registerLearner(await again.newPage(), 'Ayesha New', email);
        await again.close();
      }
    });
  });
}

test('the account is reached from the header by keyboard; its pages are axe-clean', async ({ browser }) => {
  // Seven pages analysed by axe, after a sign-up.
  test.setTimeout(300_000);
  const { page, context } = await learnerContext(browser, true);
  await page.goto('/user-dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await axeClean(page);
  for (const path of [
    '/account/profile',
    '/account/password',
    '/account/email',
    '/account/sign-ins',
    '/account/data',
    '/account/close',
  ]) {
    await page.goto(path);
    await axeClean(page);
  }
  // Keyboard only: Tab to the name, type, Tab on to the phone field, Enter sends the form.
  await page.goto('/account/profile');
  await page.getByLabel('Full name').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard Learner');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await context.close();
});

test('my data downloads as one JSON file with every section and the learner’s own details', async ({ browser }) => {
  const { page, context, email } = await learnerContext(browser, true);
  await page.goto('/account/data');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data (JSON)' }).click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.format).toBe('learner-portal-data-export/2');
  expect(data.profile.email).toBe(email);
  for (const section of [
    'sign_ins',
    'account_changes',
    'enrolments',
    'orders',
    'identity_verification',
    'withdrawals',
    'refunds_owed',
    'semester_scholarships',
    'support_requests',
    'scholarship_applications',
  ])
    expect(data).toHaveProperty(section);
  await context.close();
});

test('the privacy policy points to /account for each right', async ({ page }) => {
  await page.goto('/privacy');
  const rights = page.locator('#your-rights').locator('..');
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/account/data');
  await expect(page.getByRole('link', { name: 'Close my account' })).toHaveAttribute('href', '/account/close');
  await expect(rights.getByRole('link', { name: 'My account page' })).toHaveAttribute('href', '/account');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every /account page fits without sideways scrolling and is axe-clean', async ({ browser }) => {
    test.setTimeout(300_000);
    const { context: base } = await learnerContext(browser, true);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await base.storageState(),
    });
    const page = await context.newPage();
    for (const path of [
      '/account',
      '/account/profile',
      '/account/password',
      '/account/email',
      '/account/sign-ins',
      '/account/data',
      '/account/close',
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axeClean(page);
    }
    await context.close();
    await base.close();
  });
});

test('the language of our e-mails: chosen on the profile page, kept, and the next mail about the account is in it', async ({
  page,
}) => {
  const { email } = await registerLearner(page);
  await page.goto('/account/profile');
  const language = page.getByLabel('Language', { exact: true });
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'اردو (Urdu)' });
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: our e-mails to you will be in Urdu.');
  await page.reload();
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('ur');

  // A password change is told in the account's language.
  await page.goto('/account/password');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('another long enough password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();
  expect(mailText(await nextMailTo(email, { containing: 'پاس ورڈ' }))).toMatch(/^السلام علیکم /m);
});
