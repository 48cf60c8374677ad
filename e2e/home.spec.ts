import { test, expect } from '@playwright/test';

test('home page lists programmes from the platform', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Full-Stack Web Development')).toBeVisible();
});
