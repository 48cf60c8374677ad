// /ur/support and /ur/next-gen-scholar on a 390 px phone, with JavaScript on and off: the page's own words in Urdu
// (the FAQ, the programme and intake names in the catalogue's Urdu), a bad input refused at
// the field in Urdu with what was typed kept, then a good submit answered by the Urdu confirmation with its reference
// left to right. Axe clean, no wider than the phone; a screenshot of each screen goes to /tmp/urdu-shots/.
import { test, expect, type Page } from '@playwright/test';
import { PHONE, fitsThePhone } from './urdu-phone';

const run = Date.now().toString(36);
const mobile = () => `0300 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const mode = (javaScriptEnabled: boolean) => (javaScriptEnabled ? 'js' : 'no-js');

async function isUrdu(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

for (const javaScriptEnabled of [true, false]) {
  test(`/ur/support in Urdu: the FAQ in English, a short message refused in Urdu, then the Urdu confirmation (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/ur/support');
    await isUrdu(page);
    await expect(page).toHaveTitle(/^مدد/);
    await expect(page.getByRole('heading', { level: 1, name: 'ہم آپ کی کیا مدد کر سکتے ہیں؟' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'اکثر پوچھے جانے والے سوالات' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'فیس اور ادائیگیاں' })).toBeVisible();
    // The platform's answers are the catalogue's Urdu: nothing in them is marked English.
    const faq = (await (await page.request.get('/api/v1/faq?locale=ur')).json()).items as Array<{ question: string }>;
    await expect(page.locator('summary', { hasText: faq[0]!.question })).toBeVisible();
    await expect(page.locator('details [lang="en"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/support$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ur\/support$/);

    const message = page.getByLabel('ہم آپ کی کیا مدد کر سکتے ہیں؟');
    await expect(message).toHaveAccessibleDescription('زیادہ سے زیادہ 2,000 حروف۔');
    await page.getByLabel('آپ کا نام').fill('بلال احمد');
    await page.getByLabel('ای میل پتہ').fill(`bilal.${run}@example.pk`);
    await page.locator('input[type="tel"]').fill('0300 1234567');
    await page.getByLabel('درخواست کس بارے میں ہے؟').selectOption('payments');
    await message.fill('مدد؟');
    await page.getByRole('button', { name: 'درخواست بھیجیں' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'ایک مسئلہ ہے' });
    await expect(summary.getByRole('link', { name: 'آپ کا پیغام کم از کم 10 حروف کا ہونا چاہیے۔' })).toBeVisible();
    await expect(page.locator('#support-message-error')).toHaveText('آپ کا پیغام کم از کم 10 حروف کا ہونا چاہیے۔');
    await expect(page).toHaveURL(/\/ur\/support$/);
    await isUrdu(page);
    await expect(page.getByLabel('آپ کا نام')).toHaveValue('بلال احمد');
    await expect(page.locator('input[type="tel"]')).toHaveValue(/0300/);
    await expect(page.getByLabel('درخواست کس بارے میں ہے؟')).toHaveValue('payments');
    await expect(message).toHaveValue('مدد؟');
    await fitsThePhone(page, `support-error-${mode(javaScriptEnabled)}`, { axe: javaScriptEnabled });

    await message.fill('میری سمسٹر کی فیس کی ادائیگی تین دن سے زیرِ التوا دکھائی دے رہی ہے۔');
    await page.getByRole('button', { name: 'درخواست بھیجیں' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'شکریہ: آپ کی درخواست ہمیں مل گئی ہے' });
    await expect(receipt).toContainText('آپ کا حوالہ نمبر');
    await expect(receipt.locator('strong[dir="ltr"]')).toHaveText(/^SR-[2-9A-HJ-NP-Z]{8}$/);
    await expect(page.getByRole('button', { name: 'ایک اور درخواست بھیجیں' })).toBeVisible();
    await fitsThePhone(page, `support-sent-${mode(javaScriptEnabled)}`, { axe: javaScriptEnabled });
    await context.close();
  });

  test(`/ur/next-gen-scholar in Urdu: dates in Urdu, a missing city refused in Urdu, then the Urdu confirmation (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/ur/next-gen-scholar');
    await isUrdu(page);
    // The programme's name is transliterated in Urdu (docs/urdu-glossary.md), as the menu writes it.
    await expect(page.getByRole('heading', { level: 1, name: 'نیکسٹ جین اسکالر' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'کون درخواست دے سکتا ہے' })).toBeVisible();
    await expect(page.getByText(/^درخواستیں .+ کو بند ہوں گی$/).first()).toBeVisible();
    await expect(page.getByText(/^فیصلے .+ تک$/).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ur\/next-gen-scholar$/);
    const programme = page.getByLabel('وہ پروگرام جو آپ پڑھنا چاہتے ہیں');
    const cyber = (await (await page.request.get('/api/v1/programmes/cyber-security?locale=ur')).json()) as {
      title: string;
    };
    await expect(programme.locator('option', { hasText: cyber.title })).not.toHaveAttribute('lang');

    await programme.selectOption({ label: cyber.title });
    await page.getByLabel('پورا نام').fill('زینب رضا');
    await page.getByLabel('ای میل پتہ').fill(`zainab.ur.${mode(javaScriptEnabled)}.${run}@example.pk`);
    await page.getByLabel('تاریخِ پیدائش').fill('1999-11-02');
    await page.locator('input[name="phone"]').fill(mobile());
    await page.getByLabel('اسکول یا کالج').fill('Government College University');
    await page
      .getByLabel(/آپ اس پروگرام میں کیوں شامل ہونا چاہتے ہیں/)
      .fill('میں اپنے خاندان کی دکان کے لیے چھوٹے ویب ٹولز بناتی ہوں اور انہیں صحیح طریقے سے بنانا سیکھنا چاہتی ہوں۔');
    await page.getByRole('button', { name: 'درخواست بھیجیں' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'ایک مسئلہ ہے' });
    await expect(summary.getByRole('link', { name: 'اپنے شہر کا نام لکھیں۔', exact: true })).toBeVisible();
    await expect(page.locator('#ngs-city-error')).toHaveText('اپنے شہر کا نام لکھیں۔');
    await expect(page).toHaveURL(/\/ur\/next-gen-scholar$/);
    await isUrdu(page);
    await expect(page.getByLabel('پورا نام')).toHaveValue('زینب رضا');
    await expect(page.getByLabel('تاریخِ پیدائش')).toHaveValue('1999-11-02');
    await expect(programme).toHaveValue('cyber-security');
    await fitsThePhone(page, `scholar-error-${mode(javaScriptEnabled)}`, { axe: javaScriptEnabled });

    await page.locator('#ngs-city').fill('کراچی');
    await page.getByRole('button', { name: 'درخواست بھیجیں' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'شکریہ: آپ کی درخواست ہمیں مل گئی ہے' });
    await expect(receipt).toContainText('آپ کا حوالہ نمبر');
    await expect(receipt.locator('strong[dir="ltr"]')).toHaveText(/^NGS-/);
    await fitsThePhone(page, `scholar-sent-${mode(javaScriptEnabled)}`, { axe: javaScriptEnabled });
    await context.close();
  });
}

test('/ur/next-gen-scholar: an under-16 hears the age rule in Urdu, and the same applicant again is told so in Urdu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto('/ur/next-gen-scholar');
  const email = `sana.ur.${run}@example.pk`;
  const fill = async (dateOfBirth: string) => {
    await page.getByLabel('وہ پروگرام جو آپ پڑھنا چاہتے ہیں').selectOption({ value: 'cyber-security' });
    await page.getByLabel('پورا نام').fill('ثنا اقبال');
    await page.getByLabel('ای میل پتہ').fill(email);
    await page.getByLabel('تاریخِ پیدائش').fill(dateOfBirth);
    await page.locator('input[name="phone"]').fill(mobile());
    await page.getByLabel('اسکول یا کالج').fill('Kinnaird College');
    await page.locator('#ngs-city').fill('لاہور');
    await page
      .getByLabel(/آپ اس پروگرام میں کیوں شامل ہونا چاہتے ہیں/)
      .fill('I build small web tools for my family shop and want to learn to build them properly for others.');
  };
  await fill(`${new Date().getUTCFullYear() - 13}-03-21`);
  await page.getByRole('button', { name: 'درخواست بھیجیں' }).click();
  await expect(
    page.getByRole('link', { name: 'درخواست دینے کے لیے آپ کی عمر 16 سال یا اس سے زیادہ ہونی چاہیے۔' }),
  ).toBeVisible();

  await page.getByLabel('تاریخِ پیدائش').fill('2001-03-21');
  await page.getByRole('button', { name: 'درخواست بھیجیں' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'شکریہ' })).toContainText('NGS-');

  await page.goto('/ur/next-gen-scholar');
  await fill('2001-03-21');
  await page.getByRole('button', { name: 'درخواست بھیجیں' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ایک مسئلہ ہے' })).toContainText(
    'آپ اس ای میل پتے سے اس داخلے کے لیے پہلے ہی درخواست دے چکے ہیں۔ ہم آپ سے رابطہ کریں گے۔',
  );
});
