// Which requests reach proxy.ts (its `config.matcher`, as Next.js applies it): every page (the proxy answers a method
// the page does not take, and checks the session of signed-in pages), except prefetches, and except uploads to pages
// outside the dashboard, checkout and account, whose handlers refresh the session themselves. The platform's API,
// Next's files and the fonts never do.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from './proxy';

const reaches = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers, cookies });

test('every page reaches the proxy; the platform API, Next’s files and the fonts do not', () => {
  for (const path of [
    '/user-dashboard',
    '/ur/user-dashboard',
    '/user-dashboard/receipts/R-000001',
    '/checkout',
    '/checkout/pay?order=1',
    '/kyc',
    '/kyc/submit',
    '/ur/kyc',
    '/ur/kyc/submit',
    '/staff/kyc',
    '/staff/payments/1',
    '/staff/transfers/1',
    '/account',
    '/ur/account',
    '/ur/account/sign-ins',
    '/',
    '/ur',
    '/checkouts',
    '/kyc-help',
    '/ur/kyc-help',
    '/login',
    '/ur/login',
    '/about-us',
    '/learning-path',
    '/no/such/page',
    '/robots.txt',
    '/sitemap.xml',
  ])
    expect([path, reaches(path)]).toEqual([path, true]);
  for (const path of ['/api/v1/health', '/api/health', '/_next/static/chunks/x.js', '/fonts/noto.woff2', '/icon.svg'])
    expect([path, reaches(path)]).toEqual([path, false]);
});

test('pages for anyone rendered per request reach it with their multipart actions (for their nonce), not prefetches', () => {
  for (const path of [
    '/login',
    '/ur/login',
    '/register',
    '/forgot-password',
    '/ur/forgot-password',
    '/account-closed',
    '/email-change/revert?token=x',
    '/ur/email-change/revert?token=x',
  ]) {
    expect([path, reaches(path, { 'content-type': 'multipart/form-data; boundary=x' })]).toEqual([path, true]);
    expect([path, reaches(path, { 'next-router-prefetch': '1' })]).toEqual([path, false]);
  }
});

test('a prefetch of the learning path reaches it only with the signed-in flag (a link shows the learner’s own)', () => {
  const prefetch = { 'next-router-prefetch': '1' };
  expect(reaches('/learning-path', prefetch)).toBe(false);
  expect(reaches('/learning-path', prefetch, { is_authenticated: 'true', user_data: 'x' })).toBe(true);
  expect(reaches('/learning-path', prefetch, { is_authenticated: 'false' })).toBe(false);
  expect(reaches('/ur/learning-path', prefetch)).toBe(false);
  expect(reaches('/ur/learning-path', prefetch, { is_authenticated: 'true' })).toBe(true);
  expect(reaches('/learning-path/cyber-security', prefetch, { is_authenticated: 'true' })).toBe(false);
});

test('the outage page’s own address does not reach it (its route handler decides: 503 or the home page)', () => {
  expect(reaches('/service-unavailable')).toBe(false);
});

test('prefetches never reach it', () => {
  for (const headers of [
    { 'next-router-prefetch': '1' },
    { purpose: 'prefetch' },
    { 'sec-purpose': 'prefetch;prerender' },
  ] as Record<string, string>[]) {
    for (const path of ['/user-dashboard', '/ur/user-dashboard', '/checkout', '/kyc', '/ur/kyc', '/staff/kyc'])
      expect([path, headers, reaches(path, headers)]).toEqual([path, headers, false]);
  }
});

test('uploads to /kyc, /checkout/* and /staff skip it; other signed-in pages keep it whatever they send', () => {
  for (const type of ['multipart/form-data; boundary=x', 'image/jpeg', 'application/octet-stream']) {
    for (const path of [
      '/kyc/submit',
      '/ur/kyc/submit',
      '/ur/kyc/photos/selfie',
      '/checkout/transfer',
      '/ur/checkout/transfer',
      '/staff/kyc/1',
    ])
      expect([path, type, reaches(path, { 'content-type': type })]).toEqual([path, type, false]);
    // The checkout page's own server actions (multipart when JavaScript sends them) still get a refreshed token.
    for (const path of ['/user-dashboard', '/checkout', '/ur/checkout?order=1&step=method'])
      expect([path, type, reaches(path, { 'content-type': type })]).toEqual([path, type, true]);
  }
  expect(reaches('/kyc', { 'content-type': 'application/x-www-form-urlencoded' })).toBe(true);
  expect(reaches('/checkout/transfer')).toBe(true);
});

test('no platform path reaches it: the catalogue API’s reads are the platform’s own', () => {
  for (const path of [
    '/programmes',
    '/programmes/x',
    '/instructors',
    '/courses?programme=x',
    '/terms/current',
    '/organisation',
    '/auth/login',
    '/openapi.json',
  ]) {
    expect([path, reaches(`/api/v1${path}`)]).toEqual([path, false]);
  }
});

test('a server action posted without Origin reaches it on any address; with Origin the API does not', () => {
  const action = { 'next-action': '7f00aa' };
  for (const path of ['/', '/login', '/ur/register', '/user-dashboard', '/about-us'])
    expect([path, reaches(path, action)]).toEqual([path, true]);
  for (const path of ['/api/v1/programmes', '/api/revalidate'])
    expect([path, reaches(path, { ...action, origin: 'http://localhost' })]).toEqual([path, false]);
  // Sign-in and sign-up are rendered per request (their nonce), their actions included.
  for (const path of ['/login', '/ur/register'])
    expect([path, reaches(path, { ...action, origin: 'http://localhost' })]).toEqual([path, true]);
});
