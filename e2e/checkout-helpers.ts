// Shared steps of the checkout specs: enrol from a programme page, choose the intake and method, decide on
// the test gateway's hosted page, and run axe on whatever step is showing.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { documentPhoto } from '../platform/test/test-images';
import { confirmRegistration, PASSWORD, signedInLearner, uniqueEmail } from './auth-helpers';
import { addPhoto, fillDetails, photoFile } from './kyc-helpers';
import { E2E_STAFF } from './setup/staff-account';

export const PROGRAMME = {
  slug: 'full-stack-web-development',
  title: 'Full-Stack Web Development',
  price: /Rs\s?85,000/,
};

export async function expectNoAxeViolations(page: Page, step: string) {
  // After a client-side navigation the new page's title comes with its streamed metadata, just after its content: the
  // page is checked as a learner finds it, once it has its title (a page that never gets one still fails here).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${step}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** On the registration form reached from the sign-in page (the way back to checkout rides along), through the mailed code. */
export async function fillRegistration(page: Page, fullName = 'Sana Malik', email = uniqueEmail('checkout')) {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmRegistration(page, email);
  return { email, fullName };
}

/** Signed in already: from the programme page to the payment step with the first intake. */
export async function openOrder(page: Page, slug = PROGRAMME.slug) {
  await page.goto(`/${slug}`);
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

export async function decide(
  page: Page,
  decision: 'Approve the payment' | 'Decline (the bank refuses)' | 'Cancel and go back' | RegExp,
) {
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/checkout\?.*step=result/);
}

/** On the bank-transfer step: reads the order reference, sends a fresh transaction id and a receipt screenshot. */
export async function sendBankTransfer(page: Page) {
  const transfer = page.getByRole('region', { name: 'Pay by bank transfer or Raast' });
  const reference =
    (await transfer.locator('dt', { hasText: 'Reference' }).locator('xpath=following-sibling::dd[1]').textContent()) ??
    '';
  expect(reference).toMatch(/^LP-/);
  const transactionId = `FT${Date.now()}`;
  await page.getByLabel('Transaction id').fill(transactionId);
  await page
    .getByLabel('Screenshot of the transfer receipt')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await documentPhoto('png', 1080, 1920) });
  await page.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your transfer is awaiting confirmation' })).toBeVisible();
  // The answer is a client-side navigation whose title arrives with the streamed metadata, just after the heading:
  // a caller's axe check must not look in between (as with the staff sign-in, 1d8f4b3).
  await expect(page).toHaveTitle('Checkout | Learner Portal');
  return { reference, transactionId };
}

/** Identity verification submitted through the platform's API with the learner's own token (pending: enough to pay). */
export async function submitIdentity(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  if (!token) throw new Error('not signed in');
  const authorization = `Bearer ${token}`;
  const photo = await documentPhoto('jpeg');
  const ids: Record<string, string> = {};
  for (const kind of ['document_front', 'document_back', 'selfie']) {
    const response = await page.request.post(`/api/v1/kyc/photos/${kind}`, {
      headers: { authorization, 'content-type': 'image/jpeg' },
      data: photo,
    });
    expect(response.status(), `upload ${kind}`).toBe(201);
    ids[kind] = ((await response.json()) as { id: string }).id;
  }
  const submitted = await page.request.post('/api/v1/kyc/submissions', {
    headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    data: {
      document_type: 'cnic',
      document_number: '35202-1234567-1',
      legal_name: 'Sana Malik',
      date_of_birth: '1999-04-12',
      ...ids,
    },
  });
  expect(submitted.status()).toBe(201);
}

/** A fresh learner, signed up through the API (and the mailed code), with identity verification submitted. */
export async function verifiedLearner(page: Page) {
  const learner = await signedInLearner(page);
  await submitIdentity(page);
  return learner;
}

/** A learner who paid semester 1 by card, on their dashboard. */
export async function enrolledOnDashboard(page: Page) {
  const learner = await verifiedLearner(page);
  await openOrder(page);
  await payWith(page);
  await decide(page, 'Approve the payment');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received: you are enrolled' })).toBeVisible();
  await page.goto('/user-dashboard');
  return learner;
}

/** Identity verification through the /kyc steps as a learner does it (document, photos, selfie, review, send). */
export async function verifyIdentityOnKyc(page: Page, name = 'Sana Malik') {
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await fillDetails(page, { document: 'CNIC', number: '3520212345671', name, birth: '1999-04-12' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'the front of your document', await photoFile('front.jpg'));
  await addPhoto(page, 'the back of your document', await photoFile('back.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'your selfie', await photoFile('selfie.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send for verification' }).click();
}

/** The e2e staff reviewer decides the learner's pending identity verification through the platform's staff API. */
export async function approveIdentityAsStaff(
  request: APIRequestContext,
  email: string,
  decision: Record<string, string> = { decision: 'approve' },
) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  for (let offset = 0; ; offset += 100) {
    const queue = (await (
      await request.get(`/api/v1/staff/kyc/submissions?status=pending&limit=100&offset=${offset}`, { headers })
    ).json()) as { items: Array<{ id: string; learner_email: string }> };
    const submission = queue.items.find((item) => item.learner_email === email.toLowerCase());
    if (submission) {
      expect(
        (
          await request.post(`/api/v1/staff/kyc/submissions/${submission.id}/decision`, { headers, data: decision })
        ).status(),
      ).toBe(200);
      return;
    }
    if (queue.items.length < 100) throw new Error(`no pending identity verification for ${email}`);
  }
}
