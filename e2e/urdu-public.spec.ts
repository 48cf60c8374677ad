// The instructors, the learning path and the policies in Urdu on a 390 px phone, with and without JavaScript: the
// page's own words Urdu, right to left, the platform's texts (bios, programme and course texts, the policy text) in
// the Urdu the demo catalogue ships, people's names marked English, a canonical and hreflang alternates per language. The English pages keep their words. Axe
// clean, no wider than the phone; a screenshot of each screen goes to /tmp/urdu-shots/.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE, fitsThePhone } from './urdu-phone';

async function firstSlugs(request: APIRequestContext) {
  const programmes = await (await request.get('/api/v1/programmes?locale=ur')).json();
  const instructors = await (await request.get('/api/v1/instructors?locale=ur')).json();
  return {
    programme: programmes.items[0] as { slug: string; title: string },
    instructor: instructors.items[0] as { slug: string; name: string },
  };
}

async function isUrduWithAlternates(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const escaped = path.replace(/[?]/g, '\\?');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ur${escaped}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${escaped}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
    'href',
    new RegExp(`/ur${escaped}$`),
  );
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'js' : 'no-js';

  test(`/ur/instructor and an instructor’s page in Urdu (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    const { instructor } = await firstSlugs(page.request);

    expect((await page.goto('/ur/instructor'))?.status()).toBe(200);
    await isUrduWithAlternates(page, '/instructor');
    await expect(page.getByRole('heading', { level: 1, name: 'عملی میدان کے ماہرین سے سیکھیں' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'آپ کہاں ہیں' }).getByRole('link', { name: 'ہوم' }),
    ).toHaveAttribute('href', '/ur');
    const card = page.getByRole('article').filter({ hasText: instructor.name });
    // The name is written as the person writes it (marked English); the rest of the card is the catalogue's Urdu.
    await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
    await expect(card.locator('p[lang="en"]')).toHaveCount(0);
    await fitsThePhone(page, `instructors-${mode}`, { axe: javaScriptEnabled });

    await card.getByRole('link', { name: instructor.name }).click();
    await expect(page).toHaveURL(new RegExp(`/ur/instructors/${instructor.slug}$`));
    await isUrduWithAlternates(page, `/instructors/${instructor.slug}`);
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en"]')).toHaveText(instructor.name);
    await expect(page.getByRole('heading', { level: 2, name: 'پڑھائے جانے والے کورسز' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /کے بارے میں$/ })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'تجربہ' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /\d+ سال/ })).toBeVisible();
    // Its courses link to the Urdu programme pages.
    await expect(page.getByRole('main').locator('h2 + ul a').first()).toHaveAttribute('href', /^\/ur\/[a-z-]+$/);
    await fitsThePhone(page, `instructor-${mode}`, { axe: javaScriptEnabled });
    await context.close();
  });

  test(`/ur/learning-path, whole and for one programme, in Urdu (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    const { programme } = await firstSlugs(page.request);
    const terms = await (await page.request.get('/api/v1/terms/current?locale=ur')).json();

    expect((await page.goto('/ur/learning-path'))?.status()).toBe(200);
    await isUrduWithAlternates(page, '/learning-path');
    await expect(page.getByRole('heading', { level: 1, name: 'آپ کا تعلیمی راستہ، سمسٹر بہ سمسٹر' })).toBeVisible();
    const calendar = page.getByRole('region', { name: 'ٹرم کی تاریخیں' });
    await expect(calendar.locator('strong', { hasText: terms.next.name })).toBeVisible();
    await expect(calendar.locator('[lang="en"]')).toHaveCount(0);
    await expect(calendar.getByText('اگلا داخلہ', { exact: true })).toBeVisible();
    const semesters = page.getByRole('list', { name: 'سمسٹر' }).locator('> li');
    await expect(semesters.first().getByRole('heading', { level: 2 })).toHaveText('سمسٹر 1');
    await fitsThePhone(page, `learning-path-${mode}`, { axe: javaScriptEnabled });

    await page
      .getByRole('navigation', { name: 'پروگرام کا انتخاب' })
      .getByRole('link', { name: programme.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ur/learning-path\\?programme=${programme.slug}$`));
    await isUrduWithAlternates(page, `/learning-path?programme=${programme.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('سمسٹر وار');
    await expect(heading).toContainText(programme.title);
    await expect(heading.locator('[lang="en"]')).toHaveCount(0);
    await expect(page.getByText(/^اگلے داخلے سے شروع:/)).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/کریڈٹ · استاد:/)
        .first(),
    ).toBeVisible();
    await fitsThePhone(page, `learning-path-programme-${mode}`, { axe: javaScriptEnabled });
    await context.close();
  });

  test(`/ur/privacy and /ur/terms in Urdu, the cookie table too (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();

    expect((await page.goto('/ur/privacy'))?.status()).toBe(200);
    await isUrduWithAlternates(page, '/privacy');
    await expect(page.getByText('رازداری', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Arabic}/u);
    await expect(page.getByRole('main').locator('p[lang="en"], h2[lang="en"]')).toHaveCount(0);
    await expect(page.getByText(/^آخری تبدیلی: .+۔$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'فہرست' })).toBeVisible();
    const table = page.getByRole('table', { name: 'یہ سائٹ کون سی کوکیز رکھتی ہے' });
    await expect(table.getByRole('columnheader', { name: 'کوکی' })).toBeAttached();
    await expect(table).toContainText('30 دن');
    await expect(table).toContainText('ثابت کرتی ہے کہ آپ سائن اِن ہیں');
    await expect(page.getByRole('heading', { level: 2, name: 'رابطہ' })).toBeVisible();
    await fitsThePhone(page, `privacy-${mode}`, { axe: javaScriptEnabled });

    expect((await page.goto('/ur/terms'))?.status()).toBe(200);
    await isUrduWithAlternates(page, '/terms');
    await expect(page.getByText('شرائط', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').locator('p[lang="en"]')).toHaveCount(0);
    // What the text names opens the Urdu page.
    await expect(page.getByRole('link', { name: 'مدد کے صفحے' }).first()).toHaveAttribute('href', '/ur/support');
    await fitsThePhone(page, `terms-${mode}`, { axe: javaScriptEnabled });
    await context.close();
  });
}

test('the English pages keep their words, with hreflang naming the Urdu ones', async ({ page }) => {
  for (const [path, heading] of [
    ['/instructor', 'Learn from practising professionals'],
    ['/learning-path', 'Your learning path, semester by semester'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`[^r]${path}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
      'href',
      new RegExp(`/ur${path}$`),
    );
  }
  await page.goto('/privacy');
  await expect(page.getByRole('table', { name: 'The cookies this site sets' })).toContainText('30 days');
  await expect(page.getByText(/^Last updated /)).toBeVisible();
});

// With JavaScript the segment's not-found boundary takes over on hydration: it reads the language as the request's
// root param, so it stays Urdu (it read English while the layout recorded the language, which React may render later).
for (const javaScriptEnabled of [true, false]) {
  test(`an unknown programme, instructor or learning path under /ur is an Urdu 404 whose way back stays in Urdu (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    for (const [path, back, href] of [
      ['/ur/no-such-programme', 'تمام پروگرام دیکھیں', '/ur#programmes'],
      ['/ur/instructors/no-such-person', 'تمام اساتذہ دیکھیں', '/ur/instructor'],
      ['/ur/learning-path?programme=no-such-programme', 'پورا تعلیمی راستہ دیکھیں', '/ur/learning-path'],
    ] as const) {
      const response = await page.goto(path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('صفحہ نہیں ملا');
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Page');
      await expect(page.getByRole('main').getByRole('link', { name: back })).toHaveAttribute('href', href);
    }
    await context.close();
  });
}
