// The path from "Enrol" to paid, in Chromium on desktop and phone: a visitor enrols, registers, verifies identity,
// pays on the test gateway and finds it on the dashboard; a decline then a retry; a cancel; a double click and two
// tabs make one payment; axe on every step. Bank transfers and staff: bank-transfer.spec.ts.
import { test, expect, type Page } from '@playwright/test';
import { ELIGIBILITY_RULE, PENDING_MAY_PAY } from '../contract/eligibility';
import { COOKIE_DEFINITIONS } from '../lib/session/cookie-definitions';
import {
  approveIdentityAsStaff,
  decide,
  expectNoAxeViolations,
  fillRegistration,
  openOrder,
  payWith,
  PROGRAMME,
  submitIdentity,
  verifiedLearner,
  verifyIdentityOnKyc,
} from './checkout-helpers';
import { signedInCopy } from './signed-in-copy';

// Each test signs up, uploads identity photos and pays: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const steps = (page: Page) => page.getByRole('navigation', { name: 'Checkout steps' });
const summary = (page: Page) => page.getByRole('complementary');
/** The summary's value for a term ("Order reference"). */
const fact = (page: Page, term: string | RegExp) =>
  summary(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a visitor presses Enrol, registers, verifies identity on /kyc, pays on the test gateway; the dashboard shows programme, payment and receipt', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`/${PROGRAMME.slug}`);
  await page.getByRole('link', { name: /^Enrol for/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout%3Fprogramme%3Dfull-stack-web-development$/);
  await expect(page.getByRole('status').filter({ hasText: `You are enrolling in ${PROGRAMME.title}` })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');

  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await expect(page.getByText(`You are enrolling in ${PROGRAMME.title}`)).toBeVisible();
  await fillRegistration(page);
  await expect(page).toHaveURL(/\/checkout\?programme=full-stack-web-development/);
  // Sign-up's answer is a navigation: the new screen's heading has focus, not <body>.
  await expect(page.getByRole('heading', { level: 1, name: `Enrol in ${PROGRAMME.title}` })).toBeFocused();
  // Who may enrol, in the Terms' words.
  await expect(page.getByText(ELIGIBILITY_RULE)).toBeVisible();
  // Identity first: why, and the way to verification and back.
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toHaveText(
    /Identity/,
  );
  await expect(page.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
    'href',
    /^\/kyc\?next=%2Fcheckout%3Fprogramme%3Dfull-stack-web-development/,
  );
  await expectNoAxeViolations(page, 'identity');
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await verifyIdentityOnKyc(page);
  // ?next= brings the learner back to checkout, with focus on its heading.
  await expect(page).toHaveURL(/\/checkout\?programme=full-stack-web-development/);
  await expect(page.getByRole('heading', { level: 1, name: `Enrol in ${PROGRAMME.title}` })).toBeFocused();
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name: 'Identity' }).click();
  await expect(page.getByText(`Your documents are being checked. ${PENDING_MAY_PAY}`)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your order' }).click();
  // The step that replaced the link takes focus.
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toHaveText(
    /Your order/,
  );
  await expect(page.getByText(PROGRAMME.price).first()).toBeVisible();
  // The rules are one tap away (a phone sees the price and the action first).
  await page.getByText('Refund policy', { exact: true }).click();
  // The policy's ways to reach support are links.
  const refunds = page.getByRole('list').filter({ hasText: 'Refunds go back to the method you paid with' });
  await expect(refunds.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  await expect(refunds.getByRole('link', { name: 'support@learnerportal.pk' })).toHaveAttribute(
    'href',
    'mailto:support@learnerportal.pk',
  );
  await expectNoAxeViolations(page, 'order');

  // The intake chosen is kept in the URL, so a reload keeps it. The first is chosen; the list is one tap away.
  await page.getByText(/^Starts with the .+ intake \(.+\)\. Change$/).click();
  const second = page.getByRole('radio').nth(1);
  const secondIntake = await second.getAttribute('value');
  await second.check();
  // Wait for the URL to name this intake (the first one may already be there as the default).
  await expect(page).toHaveURL(new RegExp(`intake=${secondIntake}(&|$)`));
  await page.reload();
  await page.getByText(/^Starts with the .+ intake \(.+\)\. Change$/).click();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment method');
  await payWith(page, 'JazzCash wallet');
  await expectNoAxeViolations(page, 'test gateway');
  await decide(page, 'Approve the payment');

  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^See your receipt R-\d{6}$/ })).toBeVisible();
  // Paid: every step done, the summary says what was paid and keeps the order's reference.
  await expect(steps(page).locator('[aria-current="step"]')).toHaveText(/Confirmation/);
  await expect(steps(page).getByText('(done)')).toHaveCount(3);
  await expect(summary(page).getByText('To pay now')).toHaveCount(0);
  await expect(fact(page, 'Paid')).toHaveText(PROGRAMME.price);
  await expect(fact(page, 'Order reference')).toHaveText(/^LP-/);
  await expectNoAxeViolations(page, 'result');
  // The dashboard shows the programme, the payment and its receipt.
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(
    page.getByRole('region', { name: 'My programmes' }).getByRole('heading', { level: 3, name: PROGRAMME.title }),
  ).toBeVisible();
  const payment = page
    .getByRole('region', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: 'JazzCash wallet' });
  await expect(payment.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(payment.getByRole('cell', { name: PROGRAMME.price })).toBeVisible();
  await expect(payment.getByRole('link', { name: /^R-\d{6}$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');
  // The intent that carried the visitor through sign-up is spent.
  expect((await page.context().cookies()).some((c) => c.name === 'enrol_intent')).toBe(false);
  // Every cookie this journey left is one the privacy policy lists (its list is these definitions).
  const defined = COOKIE_DEFINITIONS.map((cookie) => cookie.name);
  expect(
    (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => !defined.includes(name)),
  ).toEqual([]);

  // The receipt says who was paid (legal entity, address, registration, NTN), how, and the gateway's transaction id.
  await payment.getByRole('link', { name: /^R-\d{6}$/ }).click();
  const paidTo = page.getByRole('definition').filter({ hasText: 'Learner Portal Education (Private) Limited' });
  await expect(paidTo).toContainText('Gulberg II');
  await expect(paidTo).toContainText('SECP company registration no. 0187342');
  await expect(paidTo).toContainText('NTN 7654321-0 (demo)');
  await expect(page.getByRole('definition').filter({ hasText: /^JazzCash wallet, transaction \S+ on / })).toBeVisible();

  // Enrol again: already enrolled.
  await page.goto(`/checkout?programme=${PROGRAMME.slug}`);
  await expect(
    page.getByRole('heading', { level: 2, name: `You are already enrolled in ${PROGRAMME.title}` }),
  ).toBeVisible();
  await expect(summary(page).getByRole('heading', { name: 'Your enrolment' })).toBeVisible();
  await expect(summary(page).getByText('To pay now')).toHaveCount(0);
  await expect(fact(page, 'Status')).toHaveText('Enrolled, nothing to pay');

  // The Terms and the FAQ say what checkout says.
  await page.goto('/terms');
  await expect(page.getByText(ELIGIBILITY_RULE, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(PENDING_MAY_PAY, { exact: false }).first()).toBeVisible();
  await page.goto('/support');
  await expect(page.getByText(ELIGIBILITY_RULE, { exact: false }).first()).toBeAttached();
  await expect(page.getByText(PENDING_MAY_PAY, { exact: false }).first()).toBeAttached();
  await expect(page.getByText(/interview/)).toHaveCount(0);
});

test('a decline, then a retry with another method', async ({ page }) => {
  await verifiedLearner(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Decline (the bank refuses)');
  await expect(page.getByRole('heading', { level: 2, name: 'Your payment was declined' })).toBeVisible();
  // Declined: the learner is still at Payment (not done), with the order and what is still to pay.
  await expect(steps(page).locator('[aria-current="step"]')).toHaveText(/^Payment$/);
  await expect(steps(page).getByText('(done)')).toHaveCount(2);
  await expect(fact(page, 'To pay now')).toHaveText(PROGRAMME.price);
  await expect(fact(page, 'Order reference')).toHaveText(/^LP-/);
  await expectNoAxeViolations(page, 'declined');
  await page.getByRole('link', { name: 'Try again or choose another method' }).click();
  await expect(page.getByText('Your last payment was declined. Nothing was charged.')).toBeVisible();
  await payWith(page, 'Easypaisa wallet');
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
});

test('a cancel at the gateway keeps the order; cancelling the order closes it', async ({ page }) => {
  await verifiedLearner(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Cancel and go back');
  await expect(page.getByRole('heading', { level: 2, name: 'You cancelled the payment' })).toBeVisible();
  await expectNoAxeViolations(page, 'cancelled');
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'This order is cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
});

test('confirm later: awaiting confirmation, then paid without a reload', async ({ page }) => {
  await verifiedLearner(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, /^Confirm later/);
  await expect(page.getByRole('heading', { level: 2, name: 'Awaiting confirmation from your bank' })).toBeVisible();
  await expectNoAxeViolations(page, 'awaiting');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible({
    timeout: 20_000,
  });
});

test('a double click on Pay and a second tab make one payment', async ({ page, context }) => {
  await verifiedLearner(page);
  await openOrder(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();

  await page.getByRole('button', { name: /^Pay Rs/ }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: /^Pay Rs/ })).toBeVisible();
  const gatewayUrl = page.url();
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();

  // The second tab, still on the payment step, is shown the paid order instead of a second charge.
  await other.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(other.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
  await page.goto(gatewayUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'This payment has already been decided.' })).toBeVisible();
});

test('bad input on screen: a rejected identity stops payment; a forged gateway answer is ignored and said so; a replayed one pays nothing twice', async ({
  page,
}) => {
  const { email } = await verifiedLearner(page);
  await approveIdentityAsStaff(page.request, email, { decision: 'reject', rejection_reason: 'unreadable_photo' });
  await page.goto(`/${PROGRAMME.slug}`);
  await page.getByRole('link', { name: /^Enrol for/ }).click();
  await expect(
    page.getByText(
      'Your last verification was not accepted. Send it again before you pay; the reason is on the verification page.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify your identity again' })).toHaveAttribute('href', /^\/kyc\?next=/);
  await expect(page.getByRole('button', { name: /^Pay Rs/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'identity rejected');

  // Verified again (pending is enough to pay), then the gateway's redirect back (a 303 to the signed return) has its
  // outcome changed on the way, as a forger would.
  await submitIdentity(page);
  const returns: string[] = [];
  await page.route('**/api/v1/test-gateway/pay/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const back = new URL(response.headers().location ?? '', route.request().url());
    returns.push(back.toString());
    if (returns.length === 1) back.searchParams.set('status', 'succeeded');
    await route.fulfill({ response, headers: { ...response.headers(), location: back.toString() } });
  });
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Decline (the bank refuses)');
  await expect(page.getByText('We could not verify the answer from the payment page, so we ignored it.')).toBeVisible();
  // The platform asked the gateway itself (its webhook may land a moment later): declined, not paid.
  await expect(page.getByRole('heading', { level: 2, name: 'Your payment was declined' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page, 'forged answer');

  await page.getByRole('link', { name: 'Try again or choose another method' }).click();
  await payWith(page);
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
  // The genuine answer replayed: still paid once, one receipt.
  await page.goto(returns.at(-1) ?? '');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
  await page.goto('/user-dashboard');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(1);
  await expect(payments.getByRole('cell', { name: 'Declined', exact: true })).toHaveCount(1);
});

test('a 404 inside signed-in pages is the same complete 404 page as a public one: one header, one main, its title and status', async ({
  page,
}) => {
  await verifiedLearner(page);
  // Someone else's (or no one's) receipt, an unknown order, an unknown programme.
  for (const path of [
    '/user-dashboard/receipts/R-999999',
    '/checkout?order=00000000-0000-4000-8000-000000000000',
    '/checkout?programme=nope',
  ]) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('[id="main"]')).toHaveCount(1);
    await expectNoAxeViolations(page, `404 ${path}`);
  }
});

// Known gap, issue 25 item 3: Next 16.4.6 answers a notFound() thrown in a per-request render (every signed-in
// page) with its error document, <html id="__next_error__"> and an empty body; the 404 exists only in the RSC
// payload, so it shows with JavaScript alone (vercel/next.js#62228, #98954). A Suspense boundary above the page
// does not help: the response is then 200 with the boundary's fallback. Public 404s render on first request and
// keep their HTML (errors.spec.ts). This check fails on main; fixme until the framework renders it.
test.fixme('without JavaScript a signed-in 404 is still the complete 404 page: header, heading, footer', async ({
  page,
  browser,
}) => {
  await verifiedLearner(page);
  const plain = await signedInCopy(browser, page.context());
  for (const path of ['/user-dashboard/receipts/R-999999', '/checkout?programme=nope']) {
    const response = await plain.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    await expect(plain.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(plain.getByRole('main')).toHaveCount(1);
    await expect(plain.getByRole('contentinfo')).toBeVisible();
  }
  await plain.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the whole checkout fits and passes axe on a phone; the order step’s action is on the first screen', async ({
    page,
  }) => {
    await verifiedLearner(page);
    await page.goto(`/${PROGRAMME.slug}`);
    await page.getByRole('link', { name: /^Enrol for/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
    // The price and "Continue to payment" before the fold of a 390×844 phone; the rules and intakes one tap away.
    await page.evaluate(() => window.scrollTo(0, 0));
    const action = await page.getByRole('button', { name: 'Continue to payment' }).boundingBox();
    expect(action && action.y + action.height).toBeLessThanOrEqual(844);
    const price = await page.getByRole('main').getByText(PROGRAMME.price).first().boundingBox();
    expect(price && price.y + price.height).toBeLessThanOrEqual(action?.y ?? 0);
    await expectNoAxeViolations(page, 'phone order');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    await expectNoAxeViolations(page, 'phone payment');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await payWith(page, 'Easypaisa wallet');
    await expectNoAxeViolations(page, 'phone gateway');
    // The gateway's long transaction id wraps instead of pushing the page sideways.
    expect(await overflow()).toBeLessThanOrEqual(0);
    await decide(page, 'Approve the payment');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
    await expectNoAxeViolations(page, 'phone result');
  });
});
