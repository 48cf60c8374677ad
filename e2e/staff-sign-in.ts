// Staff and administrators sign in as they do: the sign-in page, which sends them on to the staff page they asked for.
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_STAFF } from './setup/staff-account';

/** Signs `account` (the e2e reviewer unless said) in on `page`, bound for `to`, and waits for its heading. */
export async function signInTo(page: Page, to: string, heading: string, account = E2E_STAFF) {
  await page.goto(`/login?next=${encodeURIComponent(to)}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A sign-in on a busy machine (password hashing, the first render of a staff page) can take longer than 5 s.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

/** The e2e administrator, signed in on `to` in a browser context of its own. */
export async function signedInAdmin(browser: Browser, to: string, heading: string) {
  const page = await (await browser.newContext()).newPage();
  await signInTo(page, to, heading, E2E_ADMIN);
  return page;
}

/** Staff pages a reviewer is sent to after signing in, with their headings. */
const STAFF_PAGES = {
  '/staff/kyc': 'Identity verifications',
  '/staff/transfers': 'Bank transfers',
  '/staff/payments': 'Payments and refunds',
  '/staff/refunds': 'Refunds owed',
  '/staff/withdrawals': 'Withdrawals',
  '/staff/reports': 'Numbers',
} as const;

/** The e2e reviewer, signed in on `to`, its heading and then its title in place. */
export async function signInAsStaff(page: Page, to: keyof typeof STAFF_PAGES = '/staff/kyc') {
  await signInTo(page, to, STAFF_PAGES[to]);
  // The sign-in's redirect is a client-side navigation: the page's title arrives with its streamed metadata, which can
  // come just after its heading. Axe checks the page as a learner finds it, title included.
  await expect(page).toHaveTitle(`${STAFF_PAGES[to]} | Staff`);
}
