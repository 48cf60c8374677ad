// The portal in Urdu beside English: /ur/… pages say lang="ur" dir="rtl", pass axe in both directions, fit a 390 px
// phone, switch language on the same page both ways (with and without JavaScript), and only Urdu pages load the
// Urdu typeface. Screenshots of each Urdu screen go to /tmp/urdu-shots/ (URDU_SHOTS=0 skips them).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page, type Response } from '@playwright/test';
import { URDU_FONT_URL } from '../lib/i18n/urdu-font';
import { DRAWN_IN_FULL } from './full-page';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOTS = process.env.URDU_SHOTS === '0' ? null : '/tmp/urdu-shots';

const PAGES = [
  { urdu: '/ur', english: '/', name: 'home' },
  { urdu: '/ur/about-us', english: '/about-us', name: 'about-us' },
  { urdu: '/ur/no-such-page/at-all', english: '/no-such-page/at-all', name: 'not-found' },
];

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(({ id, nodes }) => `${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { urdu, english, name } of PAGES) {
    test(`${urdu} is Urdu, right to left, axe clean and no wider than the phone`, async ({ page }) => {
      const response = await page.goto(urdu);
      expect(response?.status()).toBe(name === 'not-found' ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('link', { name: 'مرکزی مواد پر جائیں' })).toHaveAttribute('href', '#main');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, style: DRAWN_IN_FULL });
    });

    // Apart from the Urdu one: two pages' axe runs and a full-page screenshot took the whole 30 s on a busy machine.
    test(`${english} stays English, left to right, axe clean and no wider than the phone`, async ({ page }) => {
      await page.goto(english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`the Urdu 404 shows the path asked for left to right, its slash first (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto('/ur/no-such-page/at-all');
      // With JavaScript the browser's not-found boundary writes the path again, from the address bar.
      const path = page.getByRole('heading', { level: 1 }).locator('code');
      await expect(path).toHaveText('/ur/no-such-page/at-all');
      // Not isolated, the leading slash takes the Urdu sentence's direction and is drawn at the path's right end.
      // Asked until both characters are laid out: with JavaScript the boundary draws the path again just after load,
      // and a measure taken in between saw no text (both edges at 0).
      const slashSide = () =>
        path.evaluate((code) => {
          const text = [...code.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
          if (!text || (text.textContent ?? '').length < 2) return 'no text yet';
          const box = (index: number) => {
            const range = document.createRange();
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            return range.getBoundingClientRect();
          };
          const [slash, u] = [box(0), box(1)];
          if (!slash.width || !u.width) return 'not laid out';
          return slash.left < u.left ? 'slash first' : 'slash last';
        });
      await expect.poll(slashSide).toBe('slash first');
      await context.close();
    });
  }

  test('the phone menu opens in Urdu', async ({ page }) => {
    await page.goto('/ur');
    await page.getByText('مینیو', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'مرکزی روابط' }).first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-menu.png` });
  });
});

test('the Urdu home page: Urdu words, the catalogue’s Urdu unmarked, amounts and numbers left to right', async ({
  page,
}) => {
  await page.goto('/ur');
  await expect(page.getByRole('heading', { name: 'نمایاں پروگرام' })).toBeVisible();
  // A programme's title is the platform's Urdu (the demo catalogue ships it): no English mark; its fee reads
  // "85,000 روپے".
  const card = page.locator('article').first();
  await expect(card.getByRole('heading')).not.toHaveAttribute('lang');
  await expect(card.getByRole('heading')).toHaveText(/\p{Script=Arabic}/u);
  await expect(card.getByText(/^\u2066[\d,]+\u2069 روپے/)).toBeVisible();
  await expect(card.getByText('فی سمسٹر')).toBeVisible();
  await expect(page.getByRole('link', { name: /^ہمارے تمام \d+ اساتذہ سے ملیں$/ })).toHaveAttribute(
    'href',
    '/ur/instructor',
  );
  // The footer's phone number and e-mail read left to right inside the right-to-left page.
  const footer = page.locator('footer');
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('dir', 'ltr');
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('dir', 'ltr');
});

for (const javaScriptEnabled of [true, false]) {
  test(`the language switch keeps the page, both ways (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const { urdu, english } of PAGES.slice(0, 2)) {
      await page.goto(english);
      await page.locator('header').getByRole('link', { name: 'اردو' }).click();
      await expect(page).toHaveURL((url) => url.pathname === urdu);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await page.locator('footer').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL((url) => url.pathname === english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    // With JavaScript the query goes along: a sign-in keeps where it returns to.
    if (javaScriptEnabled) {
      await page.goto('/login?next=%2Fuser-dashboard');
      await page.locator('header').getByRole('link', { name: 'اردو' }).click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === '/ur/login?next=%2Fuser-dashboard');
    }
    // With JavaScript the choice is remembered (a preference only: the English page still opens in English).
    const remembered = (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;
    expect(remembered).toBe(javaScriptEnabled ? 'ur' : undefined);
    await page.goto('/about-us');
    expect(pathOf(page)).toBe('/about-us');
    await context.close();
  });
}

test('after a client-side navigation the switch names the page now shown, in header and footer', async ({ page }) => {
  for (const { from, section, to, other, switchName } of [
    { from: '/', section: 'About', to: '/about-us', other: '/ur/about-us', switchName: 'اردو' },
    { from: '/ur', section: 'ہمارے بارے میں', to: '/ur/about-us', other: '/about-us', switchName: 'English' },
  ]) {
    await page.goto(from);
    // A mark on the window survives a client-side navigation, not a page load: the header and footer stay mounted.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.locator('header nav').last().getByRole('link', { name: section }).click();
    await expect(page).toHaveURL((url) => url.pathname === to);
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    for (const area of ['header', 'footer'])
      await expect(page.locator(area).getByRole('link', { name: switchName })).toHaveAttribute('href', other);
  }
});

test('a language preference or an Urdu browser never redirects: the address decides the language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ur-PK', extraHTTPHeaders: { 'Accept-Language': 'ur-PK,ur' } });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ur', url: 'http://localhost' }]);
  const page = await context.newPage();
  const response = await page.goto('/about-us');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('/en/… is the English page’s one address, and the areas not yet in Urdu send /ur/… to English', async ({
  page,
}) => {
  await page.goto('/en/about-us');
  expect(pathOf(page)).toBe('/about-us');
  const staff = await page.request.get('/ur/staff/kyc', { maxRedirects: 0 });
  expect(staff.status()).toBe(307);
  expect(staff.headers().location).toBe('/staff/kyc');
});

test('crawlers: each language is canonical at its own address and names the other', async ({ page, baseURL }) => {
  // "http://host" and "http://host/" are the same address: compare origin and path.
  const address = async (selector: string) => {
    const url = new URL((await page.locator(selector).getAttribute('href')) ?? '', 'http://invalid');
    return `${url.origin}${url.pathname}`;
  };
  const at = (path: string) => `${new URL(baseURL ?? '').origin}${path}`;
  for (const { urdu, english } of PAGES.slice(0, 2)) {
    for (const path of [urdu, english]) {
      await page.goto(path);
      expect(await address('link[rel="canonical"]')).toBe(at(path));
      expect(await address('link[rel="alternate"][hreflang="en"]')).toBe(at(english));
      expect(await address('link[rel="alternate"][hreflang="ur"]')).toBe(at(urdu));
      expect(await address('link[rel="alternate"][hreflang="x-default"]')).toBe(at(english));
    }
  }
});

test('the sitemap lists the translated pages in both languages', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/ur', '/ur/about-us', '/about-us']) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).toContain(`hreflang="ur"`);
});

test('only Urdu pages load the Urdu typeface', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  for (const path of ['/', '/about-us']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    expect(await page.content()).not.toContain('Noto Nastaliq Urdu');
  }
  expect(fonts).toEqual([]);
  await page.goto('/ur');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', URDU_FONT_URL);
  expect(fonts.filter((font) => font.includes('noto-nastaliq-urdu'))).toHaveLength(1);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'اردو'))).toBe(true);
});
