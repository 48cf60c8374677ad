// axe (WCAG 2.0/2.1 A and AA) finds nothing on any public page, its 404s or its signed-in header.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { headerUserData } from './header-user';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(({ id, nodes }) => `${path}: ${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

for (const path of [
  '/',
  '/about-us',
  '/instructor',
  '/learning-path',
  '/privacy',
  '/terms',
  '/a/b/c',
  '/instructors/nobody-by-this-name',
  '/no-such-programme',
]) {
  test(`${path} passes axe`, async ({ page }) => {
    expect(await violationsOf(page, path)).toEqual([]);
  });
}

test('an instructor page and a programme’s learning path pass axe', async ({ page, request }) => {
  const programmes = (await (await request.get('/api/v1/programmes')).json()).items as Array<{ slug: string }>;
  const instructors = (await (await request.get('/api/v1/instructors')).json()).items as Array<{ slug: string }>;
  expect(await violationsOf(page, `/instructors/${instructors[0]!.slug}`)).toEqual([]);
  expect(await violationsOf(page, `/learning-path?programme=${programmes[0]!.slug}`)).toEqual([]);
});

test('every programme page passes axe', async ({ page, request }) => {
  test.setTimeout(120_000);
  const programmes = (await (await request.get('/api/v1/programmes')).json()).items as Array<{ slug: string }>;
  const violations: string[] = [];
  for (const { slug } of programmes) violations.push(...(await violationsOf(page, `/${slug}`)));
  expect(violations).toEqual([]);
});

test('the header passes axe for a signed-in learner', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'is_authenticated', value: 'true', url: baseURL },
    { name: 'user_data', value: headerUserData, url: baseURL },
  ]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Zarmeen/ })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/instructor');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
