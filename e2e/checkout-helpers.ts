// Shared steps of the checkout specs: enrol from a programme page, choose the intake and method, decide on
// the test gateway's hosted page, and run axe on whatever step is showing.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './auth-helpers';

export const PROGRAMME = { slug: 'full-stack-web-development', title: 'Full-Stack Web Development', price: /Rs\s?85,000/ };

export async function expectNoAxeViolations(page: Page, step: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${step}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** On the registration form reached from the sign-in page (the way back to checkout rides along). */
export async function fillRegistration(page: Page, fullName = 'Sana Malik', email = uniqueEmail('checkout')) {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  return { email, fullName };
}

/** Signed in already: from the programme page to the payment step with the first intake. */
export async function openOrder(page: Page) {
  await page.goto(`/${PROGRAMME.slug}`);
  await page.getByRole('link', { name: /^Enrol for/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
}

export async function payWith(page: Page, method: RegExp | string = 'Debit or credit card') {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pay Rs/ })).toBeVisible();
}

export async function decide(page: Page, decision: 'Approve the payment' | 'Decline (the bank refuses)' | 'Cancel and go back' | RegExp) {
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/checkout\?.*step=result/);
}
