// The account pages in Urdu on a 390 px phone, with and without JavaScript: a signed-out learner asking for
// /ur/account signs in on the Urdu sign-in page and comes back to it; the profile refuses an empty name at its field in
// Urdu and keeps what was typed, then saves; the password is refused, then changed, with Urdu notices; the sign-ins
// read in Urdu with Pakistan's time in ur-PK; an e-mail change mails in Urdu and is undone on the Urdu page, with and
// without JavaScript. Axe clean, no wider than the phone; screenshots go to /tmp/urdu-shots/.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';
import { codeFromMail, mailText, nextMailTo } from './mailbox';
import { PHONE, fitsThePhone } from './urdu-phone';

const NEW_PASSWORD = 'another quite long passphrase';
// A password check is scrypt at 64 MiB: on a busy machine an answer can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
const phoneInput = (page: Page) => page.getByLabel('فون (اختیاری)').and(page.locator('input[type="tel"]'));

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? 'js' : 'no-js';
  test(`/ur/account in Urdu: signed in for in Urdu, the profile, the password and the sign-ins (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    const email = uniqueEmail('urdu-account');
    await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan' });

    // Signed out: the Urdu sign-in page, and back.
    await page.goto('/ur/account');
    await expect(page).toHaveURL(/\/ur\/login\?next=%2Fur%2Faccount$/);
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page).toHaveURL(/\/ur\/account$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'میرا اکاؤنٹ' })).toBeVisible();
    await expect(page.getByText(`آپ \u2066${email}\u2069 سے سائن اِن ہیں`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'میرا اکاؤنٹ' })).toHaveAttribute(
      'href',
      '/ur/account',
    );
    await fitsThePhone(page, `account-${js}`, { axe: javaScriptEnabled });

    // Name and phone: an empty name is refused at its field in Urdu, what was typed stays; then it is saved.
    await page.getByRole('link', { name: 'نام یا فون بدلیں' }).click();
    await expect(page).toHaveURL(/\/ur\/account\/profile$/);
    await page.getByLabel('پورا نام').fill('   ');
    await phoneInput(page).fill('0300 1234567');
    await page.getByRole('button', { name: 'نام اور فون محفوظ کریں' }).click();
    await expect(page.getByLabel('پورا نام')).toHaveAccessibleDescription(/اپنا پورا نام لکھیں۔/);
    await expect(page.getByRole('alert', { name: 'ایک مسئلہ ہے' })).toBeVisible();
    await expect(phoneInput(page)).toHaveValue(/0300 ?1234567/);
    await fitsThePhone(page, `account-profile-error-${js}`, { axe: javaScriptEnabled });
    await page.getByLabel('پورا نام').fill('Ayesha K. Malik');
    await page.getByRole('button', { name: 'نام اور فون محفوظ کریں' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'محفوظ ہو گیا: آپ کا نام اور فون' })).toBeVisible();
    await page.getByRole('link', { name: 'میرے اکاؤنٹ پر واپس' }).click();
    await expect(page).toHaveURL(/\/ur\/account$/);
    await expect(page.getByRole('main')).toContainText('Ayesha K. Malik · +923001234567');
    await expect(page.locator('main bdi[dir="ltr"]').first()).toHaveText('+923001234567');

    // Password: a wrong current one is refused at its field in Urdu; the right one changes it.
    await page.getByRole('link', { name: 'پاس ورڈ بدلیں' }).click();
    await expect(page).toHaveURL(/\/ur\/account\/password$/);
    await page.getByLabel('موجودہ پاس ورڈ').fill('not my password');
    await page.getByLabel('نیا پاس ورڈ').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'پاس ورڈ بدلیں' }).click();
    await expect(page.getByLabel('موجودہ پاس ورڈ')).toHaveAccessibleDescription(/یہ آپ کا موجودہ پاس ورڈ نہیں ہے۔/);
    await fitsThePhone(page, `account-password-error-${js}`, { axe: javaScriptEnabled });
    await page.getByLabel('موجودہ پاس ورڈ').fill(PASSWORD);
    await page.getByLabel('نیا پاس ورڈ').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'پاس ورڈ بدلیں' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'آپ کا پاس ورڈ بدل گیا ہے۔' })).toBeVisible();

    // Sign-ins: this device, the moments in Urdu (Urdu month, Latin digits), the device name as the browser gave it.
    await page.goto('/ur/account/sign-ins');
    await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeVisible();
    const table = page.getByRole('table', { name: 'آپ کے سائن اِن' });
    await expect(table.getByRole('columnheader', { name: 'آخری استعمال' })).toBeAttached();
    await expect(table).toContainText('(یہ ڈیوائس)');
    // (On a phone each stacked cell also names its column, hidden from screen readers.)
    await expect(table.getByRole('cell').nth(1)).toContainText(
      /\d{1,2} (جنوری|فروری|مارچ|اپریل|مئی|جون|جولائی|اگست|ستمبر|اکتوبر|نومبر|دسمبر)، \d{4} کو \d{1,2}:\d{2}/,
    );
    await page.getByRole('button', { name: 'باقی ہر جگہ سے سائن آؤٹ کریں' }).click();
    await expect(page.getByRole('status')).toHaveText(/کوئی اور سائن اِن نہیں تھا۔|باقی ہر جگہ سے سائن آؤٹ ہو گیا/);
    await fitsThePhone(page, `account-sign-ins-${js}`, { axe: javaScriptEnabled });
    await context.close();
  });
}

test('closing the account in Urdu: a wrong password refused at its field in Urdu, then the Urdu closed screen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const email = uniqueEmail('urdu-close');
  await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan' });
  await page.goto('/ur/login?next=%2Fur%2Faccount%2Fclose');
  await page.getByLabel('ای میل').fill(email);
  await page.getByLabel('پاس ورڈ').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/account\/close$/);
  await expect(page.getByRole('heading', { level: 1, name: 'میرا اکاؤنٹ بند کریں' })).toBeVisible();
  await page.getByLabel('آپ کا پاس ورڈ').fill('not my password');
  await page.getByRole('button', { name: 'میرا اکاؤنٹ بند کریں' }).click();
  await expect(page.getByLabel('آپ کا پاس ورڈ')).toHaveAccessibleDescription(/یہ آپ کا پاس ورڈ نہیں ہے۔/);
  await fitsThePhone(page, 'account-close-error', { axe: true });
  await page.getByLabel('آپ کا پاس ورڈ').fill(PASSWORD);
  await page.getByRole('button', { name: 'میرا اکاؤنٹ بند کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/account-closed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'آپ کا اکاؤنٹ بند ہو گیا ہے' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'نیا اکاؤنٹ بنائیں' })).toHaveAttribute(
    'href',
    '/ur/register',
  );
  await fitsThePhone(page, 'account-closed', { axe: true });
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? 'js' : 'no-js';
  test(`an e-mail change for an Urdu account: Urdu mails, undone on the Urdu page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const email = uniqueEmail('urdu-revert');
    const moved = uniqueEmail('urdu-moved');
    const { access_token } = await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan' });
    const language = await page.request.put('/api/v1/me/language', {
      headers: { authorization: `Bearer ${access_token}` },
      data: { language: 'ur' },
    });
    expect(language.status()).toBe(200);
    await page.goto('/ur/login?next=%2Fur%2Faccount%2Femail');
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page).toHaveURL(/\/ur\/account\/email$/);
    await page.getByLabel('نیا ای میل پتہ').fill(moved);
    await page.getByLabel('موجودہ پاس ورڈ').fill(PASSWORD);
    await page.getByRole('button', { name: 'نئے پتے پر کوڈ بھیجیں' }).click();
    const code = codeFromMail(await nextMailTo(moved, { containing: 'آپ کا تصدیقی کوڈ' })) ?? '';
    await page.getByLabel('6 ہندسوں کا کوڈ').fill(code);
    await page.getByRole('button', { name: 'نئے پتے کی تصدیق کریں' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'آپ کا ای میل پتہ اب' })).toBeVisible();

    // The old address is told in Urdu, with the Urdu undo page's address.
    const told = mailText(await nextMailTo(email, { containing: 'اس پتے سے بدل کر' }));
    const revertPath = /\/ur\/email-change\/revert\?token=[^\s"'<>]+/.exec(told)?.[0];
    expect(revertPath).toBeDefined();
    const reader = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const mailReader = await reader.newPage();
    await mailReader.goto(revertPath!);
    await expect(mailReader.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(mailReader.getByRole('heading', { level: 1, name: 'ای میل پتے کی تبدیلی واپس لیں' })).toBeVisible();
    await fitsThePhone(mailReader, `email-change-revert-${js}`, { axe: javaScriptEnabled });
    await mailReader.getByRole('button', { name: 'یہ میں نہیں تھا: میرا پتہ واپس لائیں' }).click();
    await expect(mailReader.getByRole('status')).toContainText(`آپ کا پتہ دوبارہ \u2066${email}\u2069 ہے`);
    await expect(mailReader.getByRole('status').getByRole('link', { name: 'نیا پاس ورڈ رکھیں' })).toHaveAttribute(
      'href',
      '/ur/forgot-password',
    );
    await fitsThePhone(mailReader, `email-change-reverted-${js}`, { axe: javaScriptEnabled });
    // The link works once: the second press is refused in Urdu.
    await mailReader.goto(revertPath!);
    await mailReader.getByRole('button', { name: 'یہ میں نہیں تھا: میرا پتہ واپس لائیں' }).click();
    await expect(mailReader.getByRole('alert', { name: 'ایک مسئلہ ہے' })).toContainText(
      'اس لنک کی میعاد ختم ہو چکی ہے یا یہ پہلے استعمال ہو چکا ہے۔',
    );
    await reader.close();
    await context.close();
  });
}
