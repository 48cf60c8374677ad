// Every page a signed-in learner can reach, one of each kind, for the whole-site checks of signed-in pages
// (signed-in-pages.spec.ts): the dashboard with its receipt and withdrawal, identity, checkout and the account pages.
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers';
import { decide, openOrder, PROGRAMME, payWith, submitIdentity } from './checkout-helpers';
import { signedInLearner } from './auth-helpers';

/** A fresh address of exactly `length` characters with nothing a line may break at (no hyphen): one long word. */
export function longEmail(length = 60): string {
  const unique = uniqueEmail('long').replace(/-/g, '').replace(/@.*$/, '');
  const domain = '@example.com';
  return `${unique}${'x'.repeat(Math.max(0, length - unique.length - domain.length))}${domain}`;
}

/** A learner with `email` who paid semester 1 of PROGRAMME by card: the unprefixed paths of every signed-in page. */
export async function enrolledLearnersPages(page: Page, email: string): Promise<string[]> {
  await signedInLearner(page, 'Ayesha Khan', email);
  await submitIdentity(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
  await page.goto('/user-dashboard');
  const receipt = await page
    .getByRole('table', { name: /^Your payments/ })
    .getByRole('link', { name: /^R-/ })
    .textContent();
  const programmes = (await (await page.request.get('/api/v1/programmes')).json()).items as Array<{ slug: string }>;
  const other = programmes.find((programme) => programme.slug !== PROGRAMME.slug)?.slug;
  return [
    '/user-dashboard',
    `/user-dashboard/receipts/${receipt}`,
    `/user-dashboard/withdraw?programme=${PROGRAMME.slug}&semester=1`,
    '/kyc',
    `/checkout?programme=${other}`,
    '/account',
    '/account/profile',
    '/account/password',
    '/account/email',
    '/account/sign-ins',
    '/account/data',
    '/account/close',
  ];
}
