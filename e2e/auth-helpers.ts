// Shared steps of the account specs: a fresh learner per test, signed up through the real form.
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'a long enough password';

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** Port of the SMTP server the web server sends to (playwright.config.ts: E2E_PORT + 1000). */
export const smtpPort = () => Number(process.env.E2E_PORT ?? 3210) + 1000;

export async function registerLearner(page: Page, fullName = 'Ayesha Khan', email = uniqueEmail('learner')) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();
  return { email, fullName };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
