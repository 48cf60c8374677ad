// Shared steps of the account specs: a fresh learner per test, signed up through the real form and the
// 6-digit code from the real e-mail (the run's mailbox, e2e/mailbox.ts) where the form is what a spec is about, and
// through the platform API with the session put into the browser where it is not.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { AuthData } from '@/contract';
import { codeFromMail, nextMailTo } from './mailbox';
import { e2ePort } from './setup/server-env';

/** Passes the password rule (zxcvbn-ts score 4 of 4). */
export const PASSWORD = 'a long enough password';

let counter = 0;
/** Unique across the run's workers (each its own process) as well as within one. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.com`;

export async function registerLearner(page: Page, fullName = 'Ayesha Khan', email = uniqueEmail('learner')) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmRegistration(page, email);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();
  return { email, fullName };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The second step of sign-up: the code from the e-mail, which creates the account and signs in. */
export async function confirmRegistration(page: Page, email: string) {
  // The first sign-up after the server starts warms it up (password hashing, the mailer): more than 5 s on a busy machine.
  await expect(page.getByLabel('6-digit code')).toBeVisible({ timeout: 20_000 });
  const code = codeFromMail(await nextMailTo(email, { containing: 'confirmation code' }));
  await page.getByLabel('6-digit code').fill(code ?? '');
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
}

/** Sign-up through the platform API (register, the mailed code, confirm): the auth data, for specs that set cookies. */
export async function signUpByApi(
  request: APIRequestContext,
  apiBase: string,
  input: { email: string; full_name: string; password?: string; phone?: string },
) {
  const registered = await request.post(`${apiBase}/auth/register`, {
    data: { password: PASSWORD, country: 'PK', ...input },
  });
  expect(registered.status()).toBe(202);
  const { registration_id } = await registered.json();
  const code = codeFromMail(await nextMailTo(input.email, { containing: 'confirmation code' }));
  const confirmed = await request.post(`${apiBase}/auth/register/confirm`, {
    data: { registration_id, email: input.email, code },
  });
  expect(confirmed.status()).toBe(201);
  return confirmed.json();
}

/**
 * The session of `auth` in the browser, as the sign-in form leaves it: the tokens, the "signed in" flag and the
 * learner's data for the header. `url` is the server the browser will visit (the run's own by default).
 */
export async function putSessionInBrowser(
  context: BrowserContext,
  auth: AuthData,
  url = `http://localhost:${e2ePort}`,
) {
  await context.addCookies(
    Object.entries({
      access_token: auth.access_token,
      refresh_token: auth.refresh_token,
      lms_token: auth.lms_token,
      is_authenticated: 'true',
      user_data: encodeURIComponent(JSON.stringify(auth.user)),
    }).map(([name, value]) => ({ name, value, url })),
  );
}

/**
 * A fresh learner for specs about what comes after sign-up: signed up through the platform API (with the mailed
 * code), signed in in the page's browser, on their dashboard. The sign-up form itself: registration.spec.ts,
 * auth.spec.ts.
 */
export async function signedInLearner(page: Page, fullName = 'Ayesha Khan', email = uniqueEmail('learner')) {
  const auth = (await signUpByApi(page.request, '/api/v1', { email, full_name: fullName })) as AuthData;
  await putSessionInBrowser(page.context(), auth);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();
  return { email, fullName };
}
