// Sign-up with a confirmed address: the password judged as it is typed, the code from the real e-mail,
// the same screen whether or not the address has an account (the mail says which), no JavaScript needed.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { PASSWORD, confirmRegistration, registerLearner, uniqueEmail } from './auth-helpers';
import { codeFromMail, nextMailTo } from './mailbox';

const fillDetails = async (
  page: import('@playwright/test').Page,
  fullName: string,
  email: string,
  password: string,
) => {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
};

test('the password is judged as it is typed, the same way the platform judges it', async ({ page }) => {
  await page.goto('/register');
  const email = uniqueEmail('judged');
  const password = page.getByLabel('Password');
  // The length is counted from the first keystroke, in the one hint under the label (the rule, said once).
  await expect(password).toHaveAccessibleDescription(
    'At least 10 characters and hard to guess: a few unrelated words work well.',
  );
  await password.pressSequentially('short');
  await expect(password).toHaveAccessibleDescription('At least 10 characters: 5 so far.');
  await expect(page.getByText('At least 10 characters and hard to guess')).toHaveCount(0);
  await fillDetails(page, 'Hina Baig', email, 'aaaaaaaaaa');
  await expect(password).toHaveAccessibleDescription(
    /This password is too easy to guess\. Repeated characters like "aaa" are easy to guess\./,
  );
  await password.fill(email);
  await expect(password).toHaveAccessibleDescription(/There should not be any personal or page related data\./);
  await password.fill(PASSWORD);
  await expect(password).toHaveAccessibleDescription(/Strong enough\./);
  // The server refuses what the field warned about, at the field, keeping the rest.
  await password.fill('1234567890');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page
      .getByRole('alert', { name: 'There is a problem' })
      .getByRole('link', { name: /This password is too easy to guess\. This is a frequently used password\./ }),
  ).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
});

test('a taken address gets the same screen; its mail says it has an account and offers recovery', async ({ page }) => {
  const { email } = await registerLearner(page, 'Kamran Shah');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  const fresh = uniqueEmail('fresh');
  const screens: string[] = [];
  for (const address of [fresh, email]) {
    await page.goto('/register');
    await fillDetails(page, 'Someone Else', address, 'another long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    screens.push((await page.getByRole('main').innerText()).replace(address, '{address}'));
  }
  expect(screens[1]).toBe(screens[0]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const note = await nextMailTo(email, { containing: 'already has an account' });
  expect(note.raw).toContain('Forgot your password?');
  expect(note.raw).not.toMatch(/code is \d{6}/);
  // A wrong code is refused at the field and nothing is created.
  await page.getByLabel('6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
  await expect(page.getByLabel('6-digit code')).toHaveAccessibleDescription(/That code is wrong, used or expired\./);
  await expect(page.getByLabel('6-digit code')).toHaveValue('123456');
});

test("a stranger signing up the owner's address in another browser neither changes the owner's sign-up nor lends it his code", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('owner');
  await page.goto('/register');
  await fillDetails(page, 'Sana Malik', email, PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible({ timeout: 20_000 });
  const ownersCode = codeFromMail(await nextMailTo(email, { containing: 'confirmation code' }));

  const strangers = await browser.newContext();
  const stranger = await strangers.newPage();
  await stranger.goto('/register');
  await fillDetails(stranger, 'Mallory Stranger', email, 'the stranger chose this');
  await stranger.getByRole('button', { name: 'Create account' }).click();
  await expect(stranger.getByLabel('6-digit code')).toBeVisible({ timeout: 20_000 });
  const strangersCode = codeFromMail(await nextMailTo(email, { containing: 'confirmation code' }));
  await strangers.close();

  // The owner enters the newest mail's code, the stranger's: refused at the field.
  await page.getByLabel('6-digit code').fill(strangersCode ?? '');
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
  await expect(page.getByLabel('6-digit code')).toHaveAccessibleDescription(/That code is wrong, used or expired\./);
  // The owner's own code creates the owner's account.
  await page.getByLabel('6-digit code').fill(ownersCode ?? '');
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sana Malik' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-up with the mailed code works as plain form posts, and "Use another e-mail" keeps the details', async ({
    page,
  }) => {
    // On a phone, with an address longer than its screen is wide at this size: the code step must not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    await fillDetails(page, 'Noor Fatima', 'typo@example', PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com.',
    );
    const email = uniqueEmail('noor.fatima.without.javascript');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Message sent to ${email}.`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Noor Fatima');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await nextMailTo(email, { containing: 'confirmation code' });
    await confirmRegistration(page, email);
    // Signed in (the dashboard itself streams behind a loading state, which needs JavaScript to swap in).
    await expect(page).toHaveURL(/\/user-dashboard$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'is_authenticated')?.value).toBe('true');
  });
});
