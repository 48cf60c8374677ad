// Operations headers: security headers everywhere, shared-cache rules on public pages, none on
// signed-in ones, HSTS decided by SITE_URL (http in this run), never by what a request claims.
import { test, expect, type APIResponse } from '@playwright/test';

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

for (const path of ['/user-dashboard', '/login', '/kyc', '/staff/kyc', '/staff/payments']) {
  test(`${path} is never stored by a cache and carries the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });
}

test('API answers carry the security headers too', async ({ request }) => {
  expectSecurityHeaders(await request.get('/api/v1/programmes'));
});

test('HSTS follows SITE_URL, not the request: an http site sends none, whatever Host or X-Forwarded-Proto claims', async ({ request }) => {
  const claims: Record<string, string>[] = [{ 'x-forwarded-proto': 'https', host: 'portal.example' }, { 'x-forwarded-proto': 'https' }, {}];
  for (const headers of claims) {
    const response = await request.get('/', { headers });
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    expect(response.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  }
});

test('a page renders under its CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
