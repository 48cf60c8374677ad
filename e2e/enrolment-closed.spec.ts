// A programme closed for enrolment (e2e/setup/checkout-fixtures.ts closes one in the database, as an operator does):
// once its pages are revalidated they offer no "Enrol" but say it is closed (its card in the catalogue too), and /checkout for it says so at once,
// even to a learner who has not verified their identity yet, with nothing to pay and the way back; an order opened
// before it closed may still be paid, and its "Your order" step shows that order rather than the refusal.
import { test, expect } from '@playwright/test';
import { signIn } from './auth-helpers';
import { decide, expectNoAxeViolations, fillRegistration, payWith, submitIdentity } from './checkout-helpers';
import { CLOSED_PROGRAMME, E2E_REVALIDATE_SECRET, OPEN_ORDER_LEARNER } from './setup/checkout-fixtures-data';

test.describe.configure({ timeout: 90_000 });

test('a closed programme: its page offers no enrolment and says so; /checkout for it says it is not open', async ({
  page,
}) => {
  // The build rendered the page while the programme was open: the operator publishes the change.
  const revalidated = await page.request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    data: { tags: ['programmes'] },
  });
  expect(revalidated.status()).toBe(200);
  const api = await (await page.request.get(`/api/v1/programmes/${CLOSED_PROGRAMME.slug}`)).json();
  expect(api.enrolmentOpen).toBe(false);

  // Its card in the catalogue is marked; an open programme's is not.
  await page.goto('/');
  const card = (title: string) =>
    page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card(CLOSED_PROGRAMME.title).getByText('Enrolment closed', { exact: true })).toBeVisible();
  await expect(card('Full-Stack Web Development').getByText('Enrolment closed')).toHaveCount(0);
  // The calendar has an intake ahead, so no open programme waits for one.
  await expect(page.getByText('Enrolment opens with the next intake')).toHaveCount(0);
  await expectNoAxeViolations(page, 'catalogue with a closed programme');

  await page.goto(`/${CLOSED_PROGRAMME.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: CLOSED_PROGRAMME.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Enrolment is closed' })).toBeVisible();
  await expect(page.getByText(`${CLOSED_PROGRAMME.title} is not open for enrolment right now.`)).toBeVisible();
  await expect(page.locator('a[href^="/checkout"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Enrol/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'closed programme page');
  // Its structured data does not sell it either: no intake, the price out of stock.
  const html = await (await page.request.get(`/${CLOSED_PROGRAMME.slug}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
  const course = blocks.find((block) => block['@type'] === 'Course');
  expect(course.hasCourseInstance).toEqual([]);
  expect(course.offers).toEqual([
    expect.objectContaining({ '@type': 'Offer', availability: 'https://schema.org/OutOfStock' }),
  ]);

  // A visitor who kept an old link: sign-in and sign-up promise no enrolment; once signed up, checkout refuses at
  // once, not after asking for their identity.
  await page.goto(`/checkout?programme=${CLOSED_PROGRAMME.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('You are enrolling in')).toHaveCount(0);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('You are enrolling in')).toHaveCount(0);
  await fillRegistration(page, 'Hina Baloch');
  await expect(page).toHaveURL(new RegExp(`/checkout\\?programme=${CLOSED_PROGRAMME.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment is closed' })).toBeVisible();
  await expect(page.getByText(`${CLOSED_PROGRAMME.title} is not open for enrolment right now.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Verify your identity/ })).toHaveCount(0);
  // Nothing to pay: no order summary, no amount, no form; the way back to the programme and the catalogue instead.
  await expect(page.getByText('To pay now')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toHaveCount(0);
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Back to ${CLOSED_PROGRAMME.title}` })).toHaveAttribute(
    'href',
    `/${CLOSED_PROGRAMME.slug}`,
  );
  await expect(page.getByRole('link', { name: 'See all programmes' })).toHaveAttribute('href', '/#programmes');
  await expectNoAxeViolations(page, 'closed programme checkout');

  // Every other programme still offers enrolment after the same revalidation.
  await page.goto('/full-stack-web-development');
  await expect(page.getByRole('link', { name: /^Enrol for/ })).toHaveAttribute(
    'href',
    '/checkout?programme=full-stack-web-development',
  );
});

test('an order opened before the programme closed can still be paid, and enrols', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, OPEN_ORDER_LEARNER.email, OPEN_ORDER_LEARNER.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await submitIdentity(page);
  await page.goto(`/checkout?programme=${CLOSED_PROGRAMME.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment is closed' })).toBeVisible();
  const open = page.getByRole('region', { name: 'Your open order' });
  await expect(open).toContainText('is still open: you can pay it until');
  await expectNoAxeViolations(page, 'closed programme checkout with an open order');
  await open.getByRole('link', { name: /^Pay order LP-/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  // Back to its "Your order" step: that order, payable, not the refusal a new order gets.
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name: 'Your order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByText('not open for enrolment')).toHaveCount(0);
  await expect(
    page.getByText(/^Order LP-\S+ is for the .+ intake \(.+\)\. It is still open: you can pay it until /),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'closed programme, its open order');
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await payWith(page);
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
});
