// Every signed-in page, for one enrolled learner whose e-mail address is 60 characters of one unbroken word: in Urdu
// without JavaScript each shows its content (no loading boundary holds it in a hidden streamed block), and on a 390 px
// phone no page, English or Urdu, is wider than the screen. E2E_SHOTS_DIR=<folder> keeps a screenshot of each.
import { test, expect, type Page } from '@playwright/test';
import { DRAWN_IN_FULL } from './full-page';
import { signedInCopy } from './signed-in-copy';
import { enrolledLearnersPages, longEmail } from './signed-in-pages';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = process.env.E2E_SHOTS_DIR;

const name = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/\/R-\d+$/, '/receipt')
    .replace(/\W+/g, '-') || 'home';

async function shot(page: Page, path: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name(path)}.png`, fullPage: true, style: DRAWN_IN_FULL });
}

test('every signed-in page: in Urdu without JavaScript, and no wider than a 390 px phone with a 60-character e-mail address', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const email = longEmail(60);
  expect(email).toHaveLength(60);
  const paths = await enrolledLearnersPages(page, email);

  const plain = await signedInCopy(browser, page.context(), PHONE);
  for (const path of paths.map((path) => `/ur${path}`)) {
    await plain.goto(path);
    // The page's own heading in view: the server's HTML, not a spinner waiting for a script to reveal it.
    await expect
      .soft(plain.getByRole('main').getByRole('heading', { level: 1 }), `${path} without JavaScript`)
      .toBeVisible();
    await expect.soft(plain.getByTestId('delayed-spinner'), `${path} without JavaScript`).toHaveCount(0);
    // Nor a loading boundary in wait: whether React inlines its content or hides it for a script to reveal depends on
    // how fast the platform answered and how large the page is (an Urdu dashboard passes React's 12.8 KB chunk).
    const html = await (await plain.request.get(path)).text();
    expect.soft(html, `${path}: a loading boundary's fallback`).not.toContain('delayed-spinner');
  }
  await plain.context().close();

  const phone = await signedInCopy(browser, page.context(), { ...PHONE, javaScriptEnabled: true });
  for (const path of paths.flatMap((path) => [path, `/ur${path}`])) {
    await phone.goto(path);
    await expect(phone.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const width = await phone.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    // A page wider than the phone scrolls sideways, or (a phone browser) is zoomed out to fit: the layout viewport grows.
    expect.soft(width, `${path} on a 390 px phone`).toEqual({ scroll: expect.any(Number), inner: 390 });
    expect.soft(width.scroll, `${path} on a 390 px phone`).toBeLessThanOrEqual(390);
    await shot(phone, path);
  }
  await phone.context().close();
});
