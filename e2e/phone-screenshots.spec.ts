// What a learner sees on a 390 px phone before paying: home, a programme page and checkout fit the screen (nothing
// scrolls sideways) and are saved as full-page screenshots for review. `npm run screenshots` writes them to
// docs/screenshots/ (committed); other runs keep them with the test's output.
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { PROGRAMME, submitIdentity } from './checkout-helpers';
import { registerLearner } from './auth-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const folder = () => (process.env.UPDATE_SCREENSHOTS === '1' ? path.join(process.cwd(), 'docs', 'screenshots') : test.info().outputPath());

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBe(0);
  await page.screenshot({ path: path.join(folder(), `phone-${name}.png`), fullPage: true, animations: 'disabled' });
}

test('home, a programme page and checkout on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'home');

  await page.goto(`/${PROGRAMME.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME.title })).toBeVisible();
  await shoot(page, 'programme');

  await registerLearner(page, 'Sana Malik');
  await submitIdentity(page);
  await page.goto(`/checkout?programme=${PROGRAMME.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await shoot(page, 'checkout');
});
