// Operations headers: security headers everywhere, shared-cache rules on public pages, none on
// signed-in ones, HSTS decided by SITE_URL (http in this run), never by what a request claims.
import { test, expect, type APIResponse } from '@playwright/test';
import { PASSWORD, signIn, signUpByApi, signedInLearner, uniqueEmail } from './auth-helpers';
import { addPhoto, fillDetails, photoFile } from './kyc-helpers';

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
}

test('a public page can be kept by a shared cache and carries the security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl).toMatch(/s-maxage=\d+/);
  expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
  expect(response.headers()['strict-transport-security']).toBeUndefined();
});

for (const path of [
  '/user-dashboard',
  '/login',
  '/ur/login',
  '/ur/forgot-password',
  '/ur/register',
  '/kyc',
  '/ur/kyc',
  '/ur/checkout',
  '/account',
  '/ur/account/profile',
  '/staff/kyc',
  '/staff/payments',
  '/staff/transfers',
]) {
  test(`${path} is never stored by a cache and carries the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });
}

test('API answers carry the security headers too', async ({ request }) => {
  expectSecurityHeaders(await request.get('/api/v1/programmes'));
});

test('HSTS follows SITE_URL, not the request: an http site sends none, whatever Host or X-Forwarded-Proto claims', async ({
  request,
}) => {
  const claims: Record<string, string>[] = [
    { 'x-forwarded-proto': 'https', host: 'portal.example' },
    { 'x-forwarded-proto': 'https' },
    {},
  ];
  for (const headers of claims) {
    const response = await request.get('/', { headers });
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    expect(response.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  }
});

test('a page renders under its CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

/** The script-src of a policy, and the nonce in it if any. */
const scriptSources = (policy: string) => {
  const sources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  return { sources, nonce: /'nonce-([^']+)'/.exec(sources)?.[1] };
};

test('a page rendered per request runs only scripts with its own nonce, and still works', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signedInLearner(page);
  const response = await page.goto('/kyc');
  expect(response?.status()).toBe(200);
  const policies = (await response!.headersArray()).filter(
    (header) => header.name.toLowerCase() === 'content-security-policy',
  );
  expect(policies).toHaveLength(1);
  const { sources, nonce } = scriptSources(policies[0]?.value ?? '');
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(sources).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
  // Every executable script carries it (the DOM hides the attribute's value, the nonce property keeps it).
  const nonces = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect([...new Set(nonces)]).toEqual([nonce]);
  // Hydrated: the photo step uploads in the browser and offers a retake.
  await fillDetails(page, { document: 'CNIC', number: '3520212345671', name: 'Ayesha Khan', birth: '1998-03-14' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'the front of your document', await photoFile('front.jpg'));
  expect(violations).toEqual([]);

  // Each response its own nonce; the dashboard's and a learner's 403 on /staff are rendered per request too.
  for (const path of ['/kyc', '/user-dashboard', '/staff/kyc']) {
    const again = scriptSources(
      (await page.request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'] ?? '',
    );
    expect({ path, nonce: Boolean(again.nonce), unsafeInline: again.sources.includes('unsafe-inline') }).toEqual({
      path,
      nonce: true,
      unsafeInline: false,
    });
    expect(again.nonce).not.toBe(nonce);
  }
});

test('sign-in, sign-up, recovery, the closed-account page and the undo link run only scripts with their own nonce', async ({
  request,
}) => {
  for (const path of [
    '/login',
    '/ur/login',
    '/register',
    '/ur/register',
    '/forgot-password',
    '/account-closed',
    '/email-change/revert?token=not-a-real-token',
    '/ur/email-change/revert?token=not-a-real-token',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const { sources, nonce } = scriptSources(response.headers()['content-security-policy'] ?? '');
    expect({ path, status: response.status(), sources }).toEqual({
      path,
      status: 200,
      sources: `'self' 'nonce-${nonce}' 'strict-dynamic'`,
    });
  }
  // The undo link's token reaches no other site through the Referer (this site has it already).
  for (const path of ['/email-change/revert?token=x', '/ur/email-change/revert?token=x'])
    expect((await request.get(path)).headers()['referrer-policy']).toBe('same-origin');
  expect((await request.get('/login')).headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('signing in through /login works under its nonce, and the learner’s learning path gets one too', async ({
  page,
}) => {
  const email = uniqueEmail('nonce');
  await signUpByApi(page.request, '/api/v1', { email, full_name: 'Ayesha Khan', password: PASSWORD });
  await page.context().clearCookies();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  const { nonce } = scriptSources(response?.headers()['content-security-policy'] ?? '');
  const nonces = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect([...new Set(nonces)]).toEqual([nonce]);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ayesha Khan' })).toBeVisible();

  const path = await page.goto('/learning-path');
  const personal = scriptSources(path?.headers()['content-security-policy'] ?? '');
  expect(personal.sources).toBe(`'self' 'nonce-${personal.nonce}' 'strict-dynamic'`);
  await expect(page.getByRole('navigation', { name: 'Programme filter' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('a cached public page keeps the static policy: made once for everyone, it carries no nonce', async ({
  request,
}) => {
  const { sources, nonce } = scriptSources((await request.get('/about-us')).headers()['content-security-policy'] ?? '');
  expect(nonce).toBeUndefined();
  expect(sources).toBe(`'self' 'unsafe-inline'`);
});
