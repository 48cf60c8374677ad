// The home page: what the platform offers, featured programmes and instructors, and where to start.
import { test, expect } from '@playwright/test';

test('home shows the featured programmes with prices in PKR and links to them', async ({ page, request }) => {
  const programmes = (await (await request.get('/api/v1/programmes?featured=true')).json()).items as Array<{
    slug: string;
    title: string;
  }>;
  expect(programmes.length).toBeGreaterThan(0);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured programmes' });
  for (const programme of programmes) {
    await expect(section.getByRole('link', { name: programme.title })).toHaveAttribute('href', `/${programme.slug}`);
  }
  await expect(section.getByText(/^Rs\s[\d,]+/).first()).toBeVisible();
});

test('home introduces instructors and links to the directory', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Learn from practising professionals' });
  await expect(section.getByRole('article')).toHaveCount(4);
  await section.getByRole('link', { name: /^Meet all \d+ instructors$/ }).click();
  await expect(page).toHaveURL(/\/instructor$/);
});

test('the calls to action lead to the programmes, the learning path and registration', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'See the learning path' })).toHaveAttribute('href', '/learning-path');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await page.getByRole('link', { name: 'Browse programmes' }).click();
  await expect(page.getByRole('heading', { name: 'Featured programmes' })).toBeInViewport();
});
