// Checkout in Urdu on a 390 px phone, with and without JavaScript: from the programme's Urdu page, a learner whose
// account is in Urdu presses Enrol, signs in on the Urdu sign-in page and lands on /ur/checkout; the identity step,
// the order, the payment and the result read in Urdu, with amounts and references left to right. With JavaScript they pay by card on the test gateway and come back to the
// Urdu result; without it they pay by bank transfer, and a missing transaction id is refused in Urdu at its field with
// nothing lost. Axe clean, no wider than the phone; a screenshot of each screen goes to /tmp/urdu-shots/.
import { test, expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';
import { decide, PROGRAMME, submitIdentity } from './checkout-helpers';
import { documentPhoto } from '../platform/test/test-images';
import { PHONE, fitsThePhone } from './urdu-phone';

/** A learner signed up through the API whose account's language is Urdu (as if they had chosen it). */
async function urduLearner(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const { access_token } = await signUpByApi(request, '/api/v1', { email, full_name: 'Ayesha Khan' });
  const chosen = await request.put('/api/v1/me/language', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { language: 'ur' },
  });
  expect(chosen.status()).toBe(200);
  return email;
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'js' : 'no-js';
  test(`/ur/checkout: identity, order, payment and result in Urdu (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    const email = await urduLearner(page.request, `urdu-checkout-${mode}`);

    // The programme's page in Urdu (its title from the catalogue's Urdu, nothing in it marked English), and its Enrol
    // button to the Urdu checkout.
    await page.goto(`/ur/${PROGRAMME.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فل اسٹیک ویب ڈویلپمنٹ');
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'ایک نظر میں' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'سمسٹر وار کورسز' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/${PROGRAMME.slug}$`),
    );
    await fitsThePhone(page, `programme-${mode}`, { axe: javaScriptEnabled });

    // Signed out: the Urdu sign-in page, then back to the Urdu checkout.
    const start = `/ur/checkout?programme=${PROGRAMME.slug}`;
    await page.getByRole('link', { name: /فی سمسٹر پر اندراج کریں$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ur/login\\?next=${encodeURIComponent(start)}$`));
    await expect(page.getByRole('status').filter({ hasText: 'میں اندراج کر رہے ہیں' })).toContainText(PROGRAMME.title);
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page).toHaveURL(new RegExp(`/ur/checkout\\?programme=${PROGRAMME.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Step 1: identity, not yet sent. The steps and the summary are Urdu; the programme's name stays English.
    await expect(page.getByRole('heading', { level: 2, name: 'اپنی شناخت کی تصدیق کروائیں' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'چیک آؤٹ کے مراحل' })).toContainText('آپ کا آرڈر');
    const summary = page.getByRole('complementary', { name: 'آرڈر کا خلاصہ' });
    await expect(summary.locator('[lang="en"]', { hasText: PROGRAMME.title })).toBeVisible();
    await expect(summary).toContainText('\u206685,000\u2069 روپے');
    await expect(page.getByRole('link', { name: 'اپنی شناخت کی تصدیق کروائیں' })).toHaveAttribute(
      'href',
      /^\/ur\/kyc\?next=%2Fur%2Fcheckout%3Fprogramme%3D/,
    );
    await fitsThePhone(page, `checkout-identity-${mode}`, { axe: javaScriptEnabled });

    // Identity sent (pending is enough to pay): step 2, the order.
    await submitIdentity(page);
    await page.goto(start);
    await expect(page.getByRole('heading', { level: 2, name: 'آپ کا آرڈر' })).toBeVisible();
    // The fee's contents, the refund policy and the intakes are one tap away each, the action first.
    await page.getByText('فیس میں کیا شامل ہے').click();
    await expect(page.getByText('ہر پاس کیے گئے کورس کا سرٹیفکیٹ')).toBeVisible();
    await page.getByText('رقم کی واپسی کی پالیسی', { exact: true }).click();
    // The rules are the Urdu terms' own refund section, in Urdu (not the English one marked English), its link Urdu.
    const refunds = page.locator('details').filter({ hasText: 'رقم کی واپسی کی پالیسی' });
    await expect(
      refunds.getByText('کسی سمسٹر کی ٹرم شروع ہونے سے پہلے دستبردار ہوں: اس کی پوری فیس واپس۔'),
    ).toBeVisible();
    await expect(refunds.getByText('Withdraw from a semester before its term starts', { exact: false })).toHaveCount(0);
    await expect(refunds.locator('[lang="en"]')).toHaveCount(0);
    await expect(refunds.getByRole('link', { name: 'مدد کے صفحے' })).toHaveAttribute('href', '/ur/support');
    await page.getByText(/سے شروع۔ تبدیل کریں$/).click();
    await expect(
      page.getByRole('group', { name: 'آپ کب شروع کرنا چاہتے ہیں؟' }).getByRole('radio').first(),
    ).toBeChecked();
    await fitsThePhone(page, `checkout-order-${mode}`, { axe: javaScriptEnabled });
    await page.getByRole('button', { name: 'ادائیگی کی طرف بڑھیں' }).click();

    // Step 3: the payment, on the Urdu checkout still.
    await expect(page.getByRole('heading', { level: 2, name: 'ادائیگی' })).toBeVisible();
    await expect(page).toHaveURL(/^[^?]*\/ur\/checkout\?order=[^&]+&step=method$/);
    await expect(page.getByRole('radio', { name: 'ڈیبٹ یا کریڈٹ کارڈ' })).toBeVisible();
    await expect(summary.locator('bdi[dir="ltr"]')).toHaveText(/^LP-/);
    await fitsThePhone(page, `checkout-method-${mode}`, { axe: javaScriptEnabled });

    if (javaScriptEnabled) {
      // By card on the test gateway (its own page, in English), and back to the Urdu result.
      await page.getByRole('radio', { name: 'ڈیبٹ یا کریڈٹ کارڈ' }).check();
      await page.getByRole('button', { name: /ادا کریں$/ }).click();
      await decide(page, 'Approve the payment');
      await expect(page).toHaveURL(/\/ur\/checkout\?step=result&order=/);
      await expect(
        page.getByRole('heading', { level: 2, name: 'ادائیگی موصول ہو گئی: آپ کا اندراج ہو گیا' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^اپنی رسید .*R-\d{6}.* دیکھیں$/ })).toHaveAttribute(
        'href',
        /^\/ur\/user-dashboard\/receipts\/R-\d{6}$/,
      );
      await expect(summary).toContainText('ادا شدہ');
      await fitsThePhone(page, `checkout-paid-${mode}`, { axe: true });
    } else {
      // By bank transfer: a transaction id too short is refused in Urdu at its field and kept; then sent.
      await page.getByRole('radio', { name: 'بینک ٹرانسفر یا Raast' }).check();
      await page.getByRole('button', { name: /ادا کریں$/ }).click();
      const transfer = page.getByRole('region', { name: 'بینک ٹرانسفر یا Raast سے ادائیگی کریں' });
      await expect(transfer).toBeVisible();
      await expect(transfer.locator('dd[dir="ltr"]').first()).toHaveText('PK36SCBL0000001123456702');
      await page.getByLabel('ٹرانزیکشن آئی ڈی').fill('AB');
      await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();
      const summaryOfErrors = page.getByRole('alert');
      await expect(summaryOfErrors.getByRole('heading', { name: 'ایک مسئلہ ہے' })).toBeVisible();
      await expect(page.getByLabel('ٹرانزیکشن آئی ڈی')).toHaveValue('AB');
      await expect(page.getByLabel('ٹرانزیکشن آئی ڈی')).toHaveAccessibleDescription(
        /اپنی بینکنگ ایپ سے ٹرانزیکشن آئی ڈی درج کریں: 6 سے 40 حروف اور ہندسے۔/,
      );
      await expect(page.getByText('اپنی ٹرانسفر کی رسید کا اسکرین شاٹ شامل کریں۔').first()).toBeVisible();
      await fitsThePhone(page, `checkout-transfer-error-${mode}`, { axe: false });

      await page.getByLabel('ٹرانزیکشن آئی ڈی').fill(`FT${Date.now()}`);
      await page.getByLabel('ٹرانسفر کی رسید کا اسکرین شاٹ').setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: await documentPhoto('png', 1080, 1920),
      });
      await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();
      await expect(page).toHaveURL(/\/ur\/checkout\?order=[^&]+&step=result$/);
      await expect(page.getByRole('heading', { level: 2, name: 'آپ کی بینک ٹرانسفر تصدیق کی منتظر ہے' })).toBeVisible();
      await fitsThePhone(page, `checkout-transfer-sent-${mode}`, { axe: false });
    }
    await context.close();
  });
}
