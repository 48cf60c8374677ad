// Sign-in, sign-up and password recovery in Urdu on a 390 px phone, with and without JavaScript: the page's own words, the
// contract's and the platform's messages, and the password field's live advice all in Urdu; e-mail addresses and codes
// left to right; axe clean and no wider than the phone. A screenshot of each screen goes to /tmp/urdu-shots/.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';
import { mailText, nextMailTo } from './mailbox';
import { PHONE, fitsThePhone as check } from './urdu-phone';

/** Each page's check, with axe where its JavaScript is on. */
const fitsThePhone = (page: Page, shot: string) => check(page, shot, { axe: SCRIPTS.get(page) === true });

const SCRIPTS = new WeakMap<Page, boolean>();

async function phone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
  const page = await context.newPage();
  SCRIPTS.set(page, javaScriptEnabled);
  return page;
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'js' : 'no-js';

  test(`/ur/login signs in in Urdu, its refusals in Urdu at the field (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await phone(browser, javaScriptEnabled);
    const email = uniqueEmail('urdu-login');
    await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan' });

    await page.goto('/ur/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن کریں' })).toBeVisible();
    await expect(page.getByLabel('ای میل')).toHaveAttribute('dir', 'ltr');
    await fitsThePhone(page, `login-${mode}`);

    // The contract's messages, in Urdu, in the summary and at the field; what was typed is kept.
    await page.getByLabel('ای میل').fill('not-an-address');
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
    const summary = page.getByRole('alert', { name: 'ایک مسئلہ ہے' });
    await expect(summary.getByRole('link', { name: /^درست ای میل پتہ لکھیں/ })).toHaveAttribute('href', '#login-email');
    await expect(page.getByLabel('ای میل')).toHaveAccessibleDescription(/^درست ای میل پتہ لکھیں/);
    await expect(page.getByLabel('پاس ورڈ')).toHaveAccessibleDescription('اپنا پاس ورڈ لکھیں۔');
    await expect(page.getByLabel('ای میل')).toHaveValue('not-an-address');
    await expect(page).toHaveURL(/\/ur\/login$/);
    await fitsThePhone(page, `login-errors-${mode}`);

    // The platform's refusal, in Urdu.
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ').fill('not the password at all');
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page.getByRole('alert', { name: 'ایک مسئلہ ہے' })).toContainText(
      'یہ ای میل اور پاس ورڈ کسی اکاؤنٹ سے میل نہیں کھاتے۔',
    );

    await page.getByLabel('پاس ورڈ').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page).toHaveURL(/\/ur\/user-dashboard$/);
    await page.context().close();
  });

  test(`/ur/register signs up in Urdu: the details, the mailed code, its refusals at the field (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await phone(browser, javaScriptEnabled);
    const email = uniqueEmail(`urdu-register-${mode}-with-a-long-address`);

    await page.goto('/ur/register');
    await expect(page.getByRole('heading', { level: 1, name: 'اکاؤنٹ بنائیں' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'فون (اختیاری) کے لیے ملک کا کوڈ' })).toBeVisible();
    await fitsThePhone(page, `register-${mode}`);

    // The contract's messages and the phone's, in Urdu at each field; what was typed is kept.
    await page.getByLabel('پورا نام').fill('عائشہ خان');
    await page.getByLabel('ای میل').fill('not-an-address');
    await page.getByRole('textbox', { name: 'فون (اختیاری)' }).fill('0300');
    await page.getByLabel('پاس ورڈ').fill('short');
    await page.getByRole('button', { name: 'اکاؤنٹ بنائیں' }).last().click();
    const summary = page.getByRole('alert', { name: 'ایک مسئلہ ہے' });
    await expect(summary.getByRole('link', { name: /^درست ای میل پتہ لکھیں/ })).toHaveAttribute(
      'href',
      '#register-email',
    );
    await expect(page.getByRole('textbox', { name: 'فون (اختیاری)' })).toHaveAccessibleDescription(
      'یہ فون نمبر بہت چھوٹا ہے: دیکھ لیں کہ کوئی ہندسہ رہ تو نہیں گیا۔',
    );
    await expect(page.getByLabel('پاس ورڈ')).toHaveAccessibleDescription(/کم از کم 10 حروف/);
    // No English left but the example address, isolated left to right.
    await expect(summary).not.toContainText(/\b(?:the|and|your|enter|phone|number|password|characters)\b/i);
    await expect(page.getByLabel('پورا نام')).toHaveValue('عائشہ خان');
    await fitsThePhone(page, `register-errors-${mode}`);

    await page.getByLabel('ای میل').fill(email);
    await page.getByRole('textbox', { name: 'فون (اختیاری)' }).fill('');
    await page.getByLabel('پاس ورڈ').fill(PASSWORD);
    await page.getByRole('button', { name: 'اکاؤنٹ بنائیں' }).last().click();
    await expect(page.getByRole('status')).toContainText('اپنا ای میل دیکھیں: ہم نے اس پتے پر ایک پیغام بھیجا ہے۔');
    const sentTo = page.getByText('پیغام اس پتے پر بھیجا گیا ہے:');
    await expect(sentTo.locator('strong')).toHaveText(email);
    await expect(sentTo.locator('strong')).toHaveAttribute('dir', 'ltr');
    // The mail in the language of the page the sign-up was made from.
    const mail = mailText(await nextMailTo(email));
    expect(mail).toContain('آپ کا تصدیقی کوڈ');
    const code = /کوڈ (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('6 ہندسوں کا کوڈ').fill(wrong);
    await page.getByRole('button', { name: 'تصدیق کریں اور اکاؤنٹ بنائیں' }).click();
    await expect(page.getByLabel('6 ہندسوں کا کوڈ')).toHaveAccessibleDescription(/^یہ کوڈ غلط ہے/);
    await fitsThePhone(page, `register-code-${mode}`);

    await page.getByLabel('6 ہندسوں کا کوڈ').fill(code ?? '');
    await page.getByRole('button', { name: 'تصدیق کریں اور اکاؤنٹ بنائیں' }).click();
    await expect(page).toHaveURL(/\/ur\/user-dashboard$/);
    await page.context().close();
  });

  test(`/ur/forgot-password sets a new password in Urdu, with the mailed code (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await phone(browser, javaScriptEnabled);
    const email = uniqueEmail(`urdu-recovery-${mode}-with-a-long-address`);
    await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan' });

    await page.goto('/ur/login');
    await page.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' }).click();
    await expect(page).toHaveURL(/\/ur\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'پاس ورڈ بھول گئے؟' })).toBeVisible();
    await fitsThePhone(page, `recovery-${mode}`);

    await page.getByLabel('ای میل').fill(email);
    await page.getByRole('button', { name: 'مجھے کوڈ بھیجیں' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'پر کوئی اکاؤنٹ ہے تو ہم نے اس پتے پر' });
    await expect(notice.locator('strong')).toHaveText(email);
    await expect(notice.locator('strong')).toHaveAttribute('dir', 'ltr');
    const mail = mailText(await nextMailTo(email, { containing: 'پاس ورڈ کی بحالی' }));
    const code = /کوڈ (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // A weak password: with JavaScript the field judges it as it is typed, in Urdu; without, the platform refuses it.
    await page.getByLabel('6 ہندسوں کا کوڈ').fill(code ?? '');
    await page.getByLabel('نیا پاس ورڈ').fill('qwertyuiop');
    const weak = 'اس پاس ورڈ کا اندازہ لگانا بہت آسان ہے۔';
    if (javaScriptEnabled)
      await expect(page.getByLabel('نیا پاس ورڈ')).toHaveAccessibleDescription(new RegExp(`^${weak}`));
    await page.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
    const summary = page.getByRole('alert', { name: 'ایک مسئلہ ہے' });
    await expect(summary).toContainText(weak);
    await expect(summary).not.toContainText(/[A-Za-z]{4,}/);
    await fitsThePhone(page, `recovery-code-${mode}`);

    await page.getByLabel('6 ہندسوں کا کوڈ').fill(code ?? '');
    await page.getByLabel('نیا پاس ورڈ').fill('my recovered urdu password');
    await page.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
    await expect(page).toHaveURL(/\/ur\/login\?reset=1$/);
    await expect(page.getByRole('status')).toHaveText('آپ کا پاس ورڈ بدل دیا گیا ہے۔ نئے پاس ورڈ سے سائن اِن کریں۔');
    await expect(page.getByLabel('ای میل')).toHaveValue(email);
    await page.getByLabel('پاس ورڈ').fill('my recovered urdu password');
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page).toHaveURL(/\/ur\/user-dashboard$/);
    await page.context().close();
  });
}

test('the English sign-in page stays English and names no Urdu', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Enter your password.');
});
