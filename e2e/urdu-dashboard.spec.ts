// The dashboard in Urdu on a 390 px phone: a signed-out learner asking for /ur/user-dashboard signs in on the Urdu
// sign-in page and comes back to it, with and without JavaScript; an enrolled learner's programme, fees and payments
// read in Urdu with amounts and references left to right, and so do the receipt and a withdrawal; signing out ends on
// the Urdu home page. Axe clean, no wider than the phone; a screenshot of each screen goes to /tmp/urdu-shots/.
import { test, expect } from '@playwright/test';
import { PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';
import { enrolledOnDashboard } from './checkout-helpers';
import { PHONE, fitsThePhone } from './urdu-phone';

for (const javaScriptEnabled of [true, false]) {
  test(`/ur/user-dashboard: signed in on the Urdu sign-in page, back to the Urdu dashboard, out to /ur (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    const email = uniqueEmail('urdu-dashboard');
    await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan' });

    await page.goto('/ur/user-dashboard');
    await expect(page).toHaveURL(/\/ur\/login\?next=%2Fur%2Fuser-dashboard$/);
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();

    await expect(page).toHaveURL(/\/ur\/user-dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'خوش آمدید، Ayesha Khan' })).toBeVisible();
    // The address reads left to right inside the Urdu sentence.
    await expect(page.getByText(`آپ \u2066${email}\u2069 سے سائن اِن ہیں`)).toBeVisible();
    const next = page.getByRole('region', { name: 'اگلا قدم' });
    await expect(next).toContainText('اپنی شناخت کی تصدیق کروائیں: ادائیگی کے لیے یہ ضروری ہے');
    await expect(page.getByRole('region', { name: 'شناخت کی تصدیق' })).toContainText('ابھی جمع نہیں کروائی گئی۔');
    await expect(page.getByRole('region', { name: 'ادائیگیاں' })).toContainText('ابھی کوئی ادائیگی نہیں۔');
    await expect(page.getByRole('link', { name: /میرا ڈیش بورڈ/ }).first()).toHaveAttribute(
      'href',
      '/ur/user-dashboard',
    );
    await fitsThePhone(page, `dashboard-${javaScriptEnabled ? 'js' : 'no-js'}`, { axe: javaScriptEnabled });

    await page.getByRole('main').getByRole('button', { name: 'سائن آؤٹ کریں' }).click();
    await expect(page).toHaveURL(/\/ur$/);
    await expect(page.getByRole('link', { name: 'سائن اِن کریں' }).first()).toBeVisible();
    await context.close();
  });
}

test('an enrolled learner’s programme, fees, payments, receipt and withdrawal in Urdu, amounts and references left to right', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await enrolledOnDashboard(page);
  await page.setViewportSize(PHONE);
  await page.goto('/ur/user-dashboard');

  const programmes = page.getByRole('region', { name: 'میرے پروگرام' });
  await expect(programmes.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
  await expect(programmes).toContainText('داخلہ:');
  await expect(programmes.getByRole('heading', { level: 4, name: 'سمسٹر کی فیس' })).toBeVisible();
  await expect(programmes).toContainText(/روپے/);

  const payments = page.getByRole('table', { name: 'آپ کی ادائیگیاں، تازہ ترین پہلے' });
  await expect(payments.getByRole('columnheader', { name: 'رسید' })).toBeVisible();
  await expect(payments).toContainText('ادا ہو گئی');
  await expect(payments).toContainText('ڈیبٹ یا کریڈٹ کارڈ');
  await expect(payments.locator('bdi[dir="ltr"]').first()).toHaveText(/^LP-/);
  await expect(payments.getByRole('link', { name: /^R-/ })).toHaveAttribute('dir', 'ltr');
  await fitsThePhone(page, 'dashboard-enrolled', { axe: true });

  // Its receipt, in Urdu too: the number, the order reference and the amounts left to right.
  await payments.getByRole('link', { name: /^R-/ }).click();
  await expect(page).toHaveURL(/\/ur\/user-dashboard\/receipts\/R-\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1, name: /^رسید R-\d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'کس چیز کی ادائیگی ہوئی' })).toContainText('کل ادا شدہ رقم');
  await expect(page.getByRole('definition').filter({ hasText: /^LP-/ })).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'یہ رسید پرنٹ کریں' })).toBeVisible();
  await fitsThePhone(page, 'receipt', { axe: true });
  await page.getByRole('link', { name: 'میرے ڈیش بورڈ پر واپس' }).click();
  await expect(page).toHaveURL(/\/ur\/user-dashboard$/);

  // Withdrawing, in Urdu: the box left unticked is refused at the box, then the request lands on the dashboard.
  await page.getByRole('link', { name: 'سمسٹر 1 سے دستبردار ہوں' }).click();
  await expect(page).toHaveURL(/\/ur\/user-dashboard\/withdraw\?programme=[\w-]+&semester=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سمسٹر 1 سے دستبرداری' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('پوری فیس،');
  await page.getByRole('button', { name: 'سمسٹر 1 سے دستبردار ہوں' }).click();
  const box = page.getByRole('checkbox', { name: /^مجھے سمسٹر 1 سے دستبرداری/ });
  await expect(box).toHaveAccessibleDescription('دستبرداری کی تصدیق کے لیے خانے پر نشان لگائیں۔');
  await fitsThePhone(page, 'withdraw-error', { axe: true });
  await box.check();
  await page.getByRole('button', { name: 'سمسٹر 1 سے دستبردار ہوں' }).click();
  await expect(page).toHaveURL(/\/ur\/user-dashboard$/);
  // What the learner holds now: the whole programme withdrawn, the fee owed back since the day they asked.
  await expect(page.getByRole('status').filter({ hasText: /کو سمسٹر 1 سے دستبردار ہوئے/ })).toContainText(
    'آپ کو واپس ملنے ہیں',
  );
  await expect(page.getByRole('article')).toContainText('پورے پروگرام سے دستبردار');
});
