// What a learner sees on a 390 px phone before paying: home, a programme page and checkout fit the screen (nothing
// scrolls sideways) and are saved as full-page screenshots for review. `npm run screenshots` writes them to
// docs/screenshots/ (committed); other runs keep them with the test's output.
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { PROGRAMME, submitIdentity } from './checkout-helpers';
import { signedInLearner } from './auth-helpers';
import { DRAWN_IN_FULL } from './full-page';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const folder = () =>
  process.env.UPDATE_SCREENSHOTS === '1' ? path.join(process.cwd(), 'docs', 'screenshots') : test.info().outputPath();

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBe(0);
  await page.screenshot({
    path: path.join(folder(), `phone-${name}.png`),
    fullPage: true,
    animations: 'disabled',
    style: DRAWN_IN_FULL,
  });
}

test('home, a programme page and checkout on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'home');

  await page.goto(`/${PROGRAMME.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME.title })).toBeVisible();
  await shoot(page, 'programme');

  await signedInLearner(page, 'Sana Malik');
  await submitIdentity(page);
  await page.goto(`/checkout?programme=${PROGRAMME.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await shoot(page, 'checkout');
});

test('the header names the product on every phone width, without sideways scroll', async ({ page }) => {
  await page.goto('/');
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    const name = page.getByRole('banner').getByText('Learner Portal', { exact: true });
    await expect(name).toBeVisible();
    // Read, not only announced: the whole name is on the screen (a visually hidden one is a 1 px box).
    const box = await name.boundingBox();
    expect(
      box && box.width > 60 && box.x >= 0 && box.x + box.width <= width,
      `the name at ${width} px: ${JSON.stringify(box)}`,
    ).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `${width} px scrolls sideways`,
    ).toBe(0);
  }
});
