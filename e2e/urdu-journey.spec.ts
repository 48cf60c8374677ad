// The whole learner path in Urdu, in one go, on a 390 px phone, with and without JavaScript: from the programme's
// Urdu page, Enrol; sign up on the Urdu pages with the mailed code; verify identity on /ur/kyc; pay (by card on the
// test gateway with JavaScript, by bank transfer that staff confirm without it); then the Urdu dashboard, the receipt
// and the calendar file. Every learner screen is Urdu and right to left, axe clean where scripts may run, and no wider
// than the phone; screenshots go to /tmp/urdu-shots/.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { documentPhoto } from '../platform/test/test-images';
import { PASSWORD, uniqueEmail } from './auth-helpers';
import { decide, PROGRAMME } from './checkout-helpers';
import { photoFile } from './kyc-helpers';
import { signInAsStaff } from './staff-sign-in';
import { mailText, nextMailTo } from './mailbox';
import { PHONE, fitsThePhone } from './urdu-phone';

test.describe.configure({ timeout: 240_000 });

const CHECKOUT = `/ur/checkout?programme=${PROGRAMME.slug}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function isUrdu(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Identity with JavaScript: the four steps, photos taken with the camera input and uploaded as they are added. Sent,
 * it goes on to where the learner came from (pending is enough to pay).
 */
async function verifyIdentityStepByStep(page: Page) {
  await page.getByRole('combobox', { name: 'دستاویز' }).selectOption({ label: 'شناختی کارڈ (CNIC)' });
  await page.getByRole('textbox', { name: 'شناختی کارڈ نمبر' }).fill('3520212345671');
  await page.getByLabel('پورا نام، جیسا دستاویز پر ہے').fill('Ayesha Khan');
  await page.getByLabel('تاریخِ پیدائش').fill('1998-03-14');
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  for (const [photo, file] of [
    ['آپ کی دستاویز کے سامنے والے رُخ', 'front.jpg'],
    ['آپ کی دستاویز کے پچھلے رُخ', 'back.jpg'],
  ] as const) {
    await page.getByLabel(`${photo} کی تصویر لیں`).setInputFiles(await photoFile(file));
    await expect(page.getByRole('button', { name: `${photo} کی تصویر دوبارہ لیں` })).toBeVisible({ timeout: 20_000 });
  }
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  await page.getByLabel('آپ کی سیلفی کی تصویر لیں').setInputFiles(await photoFile('selfie.jpg'));
  await expect(page.getByRole('button', { name: 'آپ کی سیلفی کی تصویر دوبارہ لیں' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  await expect(page.getByRole('heading', { name: /^قدم 4 از 4:/ })).toBeFocused();
  await fitsThePhone(page, 'journey-kyc-review-js', { axe: true });
  await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();
}

/** Identity without JavaScript: one multipart form; it sends the learner on to where they came from. */
async function verifyIdentityInOneForm(page: Page) {
  await page.getByRole('combobox', { name: 'دستاویز' }).selectOption({ label: 'شناختی کارڈ (CNIC)' });
  await page.getByLabel('دستاویز کا نمبر').fill('35202-1234567-1');
  await page.getByLabel('پورا نام، جیسا دستاویز پر ہے').fill('Ayesha Khan');
  await page.getByLabel('تاریخِ پیدائش').fill('1998-03-14');
  await page.getByLabel('آپ کی دستاویز کا سامنے والا رُخ').setInputFiles(await photoFile('front.jpg'));
  await page.getByLabel('آپ کی دستاویز کا پچھلا رُخ').setInputFiles(await photoFile('back.jpg'));
  await page.getByLabel('سیلفی', { exact: true }).setInputFiles(await photoFile('selfie.jpg'));
  await fitsThePhone(page, 'journey-kyc-no-js', { axe: false });
  await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();
}

/** Staff confirm the transfer with this order reference, in their own (English) browser. */
async function staffConfirm(browser: Browser, reference: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInAsStaff(staff, '/staff/transfers');
  await staff.getByRole('link', { name: reference, exact: true }).click();
  await staff.getByRole('radio', { name: /^Confirm: Rs\s85,000 has reached our account$/ }).check();
  await staff.getByRole('button', { name: 'Save decision' }).click();
  await expect(staff.getByText(/The learner (has been|was) e-mailed their receipt\./)).toBeVisible();
  await context.close();
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'js' : 'no-js';
  test(`enrol → sign up → verify → pay → dashboard, receipt and calendar, all in Urdu (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    // With JavaScript, a touch phone: the identity form offers the camera there.
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: PHONE,
      ...(javaScriptEnabled ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    const email = uniqueEmail(`urdu-journey-${mode}`);

    // The programme's Urdu page; Enrol asks a signed-out visitor to sign in, and they create an account instead.
    await page.goto(`/ur/${PROGRAMME.slug}`);
    await isUrdu(page);
    await page.getByRole('link', { name: /فی سمسٹر پر اندراج کریں$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ur/login\\?next=${escaped(encodeURIComponent(CHECKOUT))}$`));
    await page
      .getByRole('main')
      .getByRole('link', { name: /اکاؤنٹ بنائیں/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ur/register\\?next=${escaped(encodeURIComponent(CHECKOUT))}$`));
    await isUrdu(page);
    await page.getByLabel('پورا نام').fill('Ayesha Khan');
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ').fill(PASSWORD);
    await page.getByRole('button', { name: 'اکاؤنٹ بنائیں' }).last().click();
    const code = /کوڈ (\d{6})/.exec(mailText(await nextMailTo(email)))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('6 ہندسوں کا کوڈ').fill(code);
    await page.getByRole('button', { name: 'تصدیق کریں اور اکاؤنٹ بنائیں' }).click();

    // Back on the Urdu checkout: identity first, on /ur/kyc, then on to the order.
    await expect(page).toHaveURL(new RegExp(`${escaped(CHECKOUT)}$`));
    await isUrdu(page);
    await fitsThePhone(page, `journey-checkout-identity-${mode}`, { axe: javaScriptEnabled });
    await page.getByRole('link', { name: 'اپنی شناخت کی تصدیق کروائیں' }).click();
    await expect(page).toHaveURL(/\/ur\/kyc\?next=/);
    await isUrdu(page);
    await (javaScriptEnabled ? verifyIdentityStepByStep(page) : verifyIdentityInOneForm(page));
    await expect(page).toHaveURL(new RegExp(`${escaped(CHECKOUT)}(&|$)`));
    await expect(page.getByRole('heading', { level: 2, name: 'آپ کا آرڈر' })).toBeVisible();
    await fitsThePhone(page, `journey-checkout-order-${mode}`, { axe: javaScriptEnabled });
    await page.getByRole('button', { name: 'ادائیگی کی طرف بڑھیں' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'ادائیگی' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'آرڈر کا خلاصہ' });
    const reference = (await summary.locator('bdi[dir="ltr"]').filter({ hasText: /^LP-/ }).textContent()) ?? '';

    if (javaScriptEnabled) {
      await page.getByRole('radio', { name: 'ڈیبٹ یا کریڈٹ کارڈ' }).check();
      await page.getByRole('button', { name: /ادا کریں$/ }).click();
      await decide(page, 'Approve the payment');
      await expect(page).toHaveURL(/\/ur\/checkout\?step=result&order=/);
      await expect(
        page.getByRole('heading', { level: 2, name: 'ادائیگی موصول ہو گئی: آپ کا اندراج ہو گیا' }),
      ).toBeVisible();
      await fitsThePhone(page, `journey-paid-${mode}`, { axe: true });
      await page.getByRole('link', { name: /^اپنی رسید .*R-\d{6}.* دیکھیں$/ }).click();
    } else {
      await page.getByRole('radio', { name: 'بینک ٹرانسفر یا Raast' }).check();
      await page.getByRole('button', { name: /ادا کریں$/ }).click();
      await page.getByLabel('ٹرانزیکشن آئی ڈی').fill(`FT${Date.now()}`);
      await page.getByLabel('ٹرانسفر کی رسید کا اسکرین شاٹ').setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: await documentPhoto('png', 1080, 1920),
      });
      await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'آپ کی بینک ٹرانسفر تصدیق کی منتظر ہے' })).toBeVisible();
      await staffConfirm(browser, reference);
      await page.goto('/ur/user-dashboard');
      await page
        .getByRole('table', { name: 'آپ کی ادائیگیاں، تازہ ترین پہلے' })
        .getByRole('link', { name: /^R-/ })
        .click();
    }

    // The receipt, in Urdu, its numbers left to right.
    await expect(page).toHaveURL(/\/ur\/user-dashboard\/receipts\/R-\d{6}$/);
    await isUrdu(page);
    await expect(page.getByRole('heading', { level: 1, name: /^رسید R-\d+$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: reference })).toHaveAttribute('dir', 'ltr');
    await fitsThePhone(page, `journey-receipt-${mode}`, { axe: javaScriptEnabled });

    // The dashboard: the programme, identity under review, and the semester dates as an Urdu calendar file.
    await page.getByRole('link', { name: 'میرے ڈیش بورڈ پر واپس' }).click();
    await expect(page).toHaveURL(/\/ur\/user-dashboard$/);
    await expect(page.getByRole('region', { name: 'میرے پروگرام' }).locator('[lang="en"]').first()).toContainText(
      PROGRAMME.title,
    );
    await expect(page.getByRole('region', { name: 'شناخت کی تصدیق' })).toContainText('جانچ جاری ہے۔');
    await fitsThePhone(page, `journey-dashboard-${mode}`, { axe: javaScriptEnabled });
    const calendarLink = page.getByRole('link', { name: 'سمسٹر کی تاریخیں اپنے کیلنڈر میں شامل کریں (ICS فائل)' });
    await expect(calendarLink).toHaveAttribute('href', '/ur/user-dashboard/calendar.ics');
    const calendar = await page.request.get('/ur/user-dashboard/calendar.ics');
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await calendar.text();
    expect(ics).toContain('X-WR-CALNAME:میرے سمسٹر');
    expect(ics).toContain(`SUMMARY:سمسٹر 1: ${PROGRAMME.title} (`);
    await context.close();
  });
}
