// Identity verification in Urdu on a 390 px phone: a signed-out learner asking for /ur/kyc signs in on the Urdu sign-in
// page and comes back to it, then submits entirely in Urdu, with JavaScript (the steps, the camera input, a photo
// refused in Urdu) and without (one multipart form, back to /ur/kyc with the message at the field and what was typed
// kept). Numbers read left to right; axe clean, no wider than the phone, a screenshot of each screen to /tmp/urdu-shots/.
import { test, expect, type Page } from '@playwright/test';
import { PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolationsWithoutScripts, photoFile } from './kyc-helpers';
import { PHONE, fitsThePhone } from './urdu-phone';

test.describe.configure({ timeout: 150_000 });

const SUMMARY = 'ایک مسئلہ ہے';
// The example number is isolated left to right (U+2066…U+2069): in an Urdu sentence its groups would swap places.
const TOO_SHORT = '13 ہندسے درج کریں، جیسے \u206612345\u20111234567\u20111\u2069۔';
const PENDING = 'جانچ جاری ہے: ہم آپ کی شناخت کی تصدیق کر رہے ہیں';
const FRONT = 'آپ کی دستاویز کے سامنے والے رُخ';
const BACK = 'آپ کی دستاویز کے پچھلے رُخ';
const SELFIE = 'آپ کی سیلفی';

async function signInInUrdu(page: Page, email: string) {
  await page.getByLabel('ای میل').fill(email);
  await page.getByLabel('پاس ورڈ').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'سائن اِن کریں' }).click();
}

/** The camera input, then the wait until it is uploaded (its Urdu Retake button appears). */
async function addPhoto(page: Page, photo: string, file: Awaited<ReturnType<typeof photoFile>>) {
  await page.getByLabel(`${photo} کی تصویر لیں`).setInputFiles(file);
  await expect(page.getByRole('button', { name: `${photo} کی تصویر دوبارہ لیں` })).toBeVisible({ timeout: 20_000 });
}

test('/ur/kyc with JavaScript: signed in in Urdu, back to the form, the steps, a refusal at the field, then pending', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const email = uniqueEmail('urdu-kyc');
  await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan' });

  await page.goto('/ur/kyc');
  await expect(page).toHaveURL(/\/ur\/login\?next=%2Fur%2Fkyc$/);
  await signInInUrdu(page, email);
  await expect(page).toHaveURL(/\/ur\/kyc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اپنی شناخت کی تصدیق کروائیں' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^قدم 1 از 4:/ })).toBeVisible();
  await fitsThePhone(page, 'kyc-details', { axe: true });

  // Nothing chosen: the summary and the field say so in Urdu.
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  await expect(page.getByRole('alert', { name: SUMMARY })).toContainText(
    'وہ دستاویز منتخب کریں جو آپ استعمال کریں گے۔',
  );

  // A number too short: told at the field in Urdu, what was typed kept, the number left to right.
  await page.getByRole('combobox', { name: 'دستاویز' }).selectOption({ label: 'شناختی کارڈ (CNIC)' });
  const number = page.getByRole('textbox', { name: 'شناختی کارڈ نمبر' });
  await number.fill('35202-12345');
  await page.getByLabel('پورا نام، جیسا دستاویز پر ہے').fill('Ayesha Khan');
  await page.getByLabel('تاریخِ پیدائش').fill('1998-03-14');
  await expect(page.getByLabel('تاریخِ پیدائش')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  await expect(page.getByRole('alert', { name: SUMMARY }).getByRole('link', { name: TOO_SHORT })).toBeVisible();
  await expect(number).toHaveAccessibleDescription(new RegExp(`${TOO_SHORT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(number).toHaveValue('35202-12345');
  await expect(number).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel('پورا نام، جیسا دستاویز پر ہے')).toHaveValue('Ayesha Khan');
  await fitsThePhone(page, 'kyc-details-error', { axe: true });

  await number.fill('3520212345671');
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  await expect(page.getByRole('heading', { name: /^قدم 2 از 4:/ })).toBeFocused();
  await addPhoto(page, FRONT, await photoFile('front.jpg'));
  // A photo the platform refuses: its reason in Urdu, naming the photo.
  await page.getByLabel(`${BACK} کی تصویر لیں`).setInputFiles(await photoFile('dark.jpg', 'black'));
  await expect(page.getByText(`${BACK} کی تصویر بہت تاریک ہے۔ اسے اچھی روشنی میں دوبارہ لیں۔`)).toBeVisible({
    timeout: 20_000,
  });
  await fitsThePhone(page, 'kyc-photo-refused', { axe: true });
  await page.getByLabel(`${BACK} کے لیے فائل منتخب کریں`).setInputFiles(await photoFile('back.jpg'));
  await expect(page.getByRole('button', { name: `${BACK} کی تصویر دوبارہ لیں` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  await addPhoto(page, SELFIE, await photoFile('selfie.jpg'));
  await fitsThePhone(page, 'kyc-selfie', { axe: true });
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();

  // The review: the CNIC number as printed, left to right; the date in Urdu.
  await expect(page.getByRole('heading', { name: /^قدم 4 از 4:/ })).toBeFocused();
  await expect(page.getByText('35202-1234567-1')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('14 مارچ، 1998')).toBeVisible();
  await expect(page.getByText('سیلفی: شامل ہے')).toBeVisible();
  await fitsThePhone(page, 'kyc-review', { axe: true });
  await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();

  await expect(page.getByRole('heading', { name: PENDING })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toContainText('شناختی کارڈ (CNIC)');
  await expect(page.getByRole('link', { name: 'میرے ڈیش بورڈ پر جائیں' })).toHaveAttribute(
    'href',
    '/ur/user-dashboard',
  );
  await fitsThePhone(page, 'kyc-pending', { axe: true });

  // Come from an Urdu checkout: the way on stays the Urdu address it was given.
  await page.goto(`/ur/kyc?next=${encodeURIComponent('/ur/checkout?programme=full-stack')}`);
  await expect(page.getByRole('link', { name: 'جہاں تھے وہیں سے جاری رکھیں' })).toHaveAttribute(
    'href',
    '/ur/checkout?programme=full-stack',
  );
  await page.goto('/ur/user-dashboard');
  await expect(page.getByRole('region', { name: 'شناخت کی تصدیق' })).toContainText('جانچ جاری ہے۔');
  await context.close();
});

test('/ur/kyc without JavaScript: the one multipart form comes back to /ur/kyc in Urdu, the message at the field and what was typed kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const email = uniqueEmail('urdu-kyc-plain');
  await signUpByApi(page.request, '/api/v1', { email, full_name: 'Sana Mirza' });

  await page.goto('/ur/kyc?next=%2Fur%2Fuser-dashboard');
  await expect(page).toHaveURL(/\/ur\/login\?next=%2Fur%2Fkyc%3Fnext%3D%252Fur%252Fuser-dashboard$/);
  await signInInUrdu(page, email);
  await expect(page).toHaveURL(/\/ur\/kyc\?next=%2Fur%2Fuser-dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolationsWithoutScripts(page, browser, '/ur/kyc without JavaScript');
  await fitsThePhone(page, 'kyc-no-js', { axe: false });

  await page.getByRole('combobox', { name: 'دستاویز' }).selectOption({ label: 'شناختی کارڈ (CNIC)' });
  await page.getByLabel('دستاویز کا نمبر').fill('35202-12345');
  await page.getByLabel('پورا نام، جیسا دستاویز پر ہے').fill('Sana Mirza');
  await page.getByLabel('تاریخِ پیدائش').fill('1997-11-02');
  await page.getByLabel('آپ کی دستاویز کا سامنے والا رُخ').setInputFiles(await photoFile('front.jpg'));
  await page.getByLabel('آپ کی دستاویز کا پچھلا رُخ').setInputFiles(await photoFile('back.jpg'));
  await page.getByLabel('سیلفی', { exact: true }).setInputFiles(await photoFile('selfie.jpg'));
  await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();

  // Back on the Urdu page, the message at the field, what was typed and the accepted photos kept.
  await expect(page).toHaveURL(/\/ur\/kyc\?form=returned&next=%2Fur%2Fuser-dashboard$/);
  await expect(page.getByRole('alert', { name: SUMMARY })).toContainText(TOO_SHORT);
  const number = page.getByRole('textbox', { name: 'شناختی کارڈ نمبر', exact: true });
  await expect(number).toHaveValue('35202-12345');
  await expect(number).toHaveAccessibleDescription(new RegExp(`${TOO_SHORT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByLabel('پورا نام، جیسا دستاویز پر ہے')).toHaveValue('Sana Mirza');
  await expect(page.getByLabel('تاریخِ پیدائش')).toHaveValue('1997-11-02');
  await expect(page.getByText('یہ تصویر ہمارے پاس ہے۔ فائل صرف اسے بدلنے کے لیے منتخب کریں۔')).toHaveCount(3);
  await expectNoAxeViolationsWithoutScripts(page, browser, '/ur/kyc without JavaScript, refused');
  await fitsThePhone(page, 'kyc-no-js-error', { axe: false });

  await number.fill('35202-1234567-9');
  await page.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();
  await expect(page).toHaveURL(/\/ur\/user-dashboard$/);
  await expect(page.getByRole('region', { name: 'شناخت کی تصدیق' })).toContainText('جانچ جاری ہے۔');
  await page.goto('/ur/kyc');
  await expect(page.getByRole('heading', { name: PENDING })).toBeVisible();
  await fitsThePhone(page, 'kyc-no-js-pending', { axe: false });
  await context.close();
});

// The contract's "too young" message, in Urdu with the intake's date and the 16th birthday (born 1 January 2012) in
// Urdu words (a month such as جنوری), no English.
const TOO_YOUNG =
  /پہلا سمسٹر شروع ہوتے وقت \(\d{1,2} [\u0600-\u06FF]+، \d{4}\) طالب علم کی عمر کم از کم 16 سال ہونی چاہیے۔ آپ 1 جنوری، 2028 کو 16 سال کے ہوں گے: اس دن یا اس کے بعد شروع ہونے والے داخلے کے لیے آپ اپنی شناخت کی تصدیق کروا سکیں گے۔/;

test('/ur/kyc too young, with and without JavaScript: told at the date of birth in Urdu, the intake’s date in Urdu', async ({
  browser,
}) => {
  const email = uniqueEmail('urdu-kyc-young');
  const withScripts = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await withScripts.newPage();
  await signUpByApi(page.request, '/api/v1', { email, full_name: 'Zara Hussain' });
  await page.goto('/ur/kyc');
  await signInInUrdu(page, email);
  await expect(page).toHaveURL(/\/ur\/kyc$/);
  await page.getByRole('combobox', { name: 'دستاویز' }).selectOption({ label: 'پاسپورٹ' });
  await page.getByRole('textbox', { name: 'پاسپورٹ نمبر' }).fill('AB1234567');
  await page.getByLabel('پورا نام، جیسا دستاویز پر ہے').fill('Zara Hussain');
  await page.getByLabel('تاریخِ پیدائش').fill('2012-01-01');
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  // The browser's own check, from the table the Urdu page handed it.
  await expect(page.getByRole('alert', { name: SUMMARY }).getByRole('link', { name: TOO_YOUNG })).toBeVisible();
  await expect(page.getByLabel('تاریخِ پیدائش')).toHaveAccessibleDescription(TOO_YOUNG);
  await withScripts.close();

  // Without JavaScript the platform refuses it, in English, and the page says it in Urdu at the same field.
  const plainContext = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plain = await plainContext.newPage();
  await plain.goto('/ur/kyc');
  await signInInUrdu(plain, email);
  await expect(plain).toHaveURL(/\/ur\/kyc$/);
  await plain.getByRole('combobox', { name: 'دستاویز' }).selectOption({ label: 'پاسپورٹ' });
  await plain.getByLabel('دستاویز کا نمبر').fill('AB1234567');
  await plain.getByLabel('پورا نام، جیسا دستاویز پر ہے').fill('Zara Hussain');
  await plain.getByLabel('تاریخِ پیدائش').fill('2012-01-01');
  await plain.getByLabel('آپ کی دستاویز کا سامنے والا رُخ').setInputFiles(await photoFile('front.jpg'));
  await plain.getByLabel('سیلفی', { exact: true }).setInputFiles(await photoFile('selfie.jpg'));
  await plain.getByRole('button', { name: 'تصدیق کے لیے بھیجیں' }).click();
  await expect(plain).toHaveURL(/\/ur\/kyc\?form=returned$/);
  await expect(plain.getByRole('alert', { name: SUMMARY }).getByRole('link', { name: TOO_YOUNG })).toBeVisible();
  await expect(plain.getByLabel('تاریخِ پیدائش')).toHaveValue('2012-01-01');
  await expect(plain.getByLabel('تاریخِ پیدائش')).toHaveAccessibleDescription(TOO_YOUNG);
  await fitsThePhone(plain, 'kyc-no-js-too-young', { axe: false });
  await plainContext.close();
});
