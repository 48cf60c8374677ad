// Which page an address reaches, as Next applies next.config's redirects and rewrites: English keeps its unprefixed
// addresses (served by app/[locale] as 'en'), /ur/… is Urdu, /en/… has one address, and the areas not yet in Urdu send
// /ur/… to English. The API, the font and Next's own files are never rewritten.
import { unstable_getResponseFromNextConfig as responseFor } from 'next/experimental/testing/server';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import nextConfigFor from '@/next.config';
import { isEnglishOnly } from './locale-routes';

const nextConfig = nextConfigFor(PHASE_PRODUCTION_BUILD);

async function reach(url: string) {
  const response = await responseFor({ url: `http://localhost${url}`, nextConfig });
  return {
    status: response.status,
    rewrite: response.headers.get('x-middleware-rewrite')?.replace('http://localhost', '') ?? null,
    location: response.headers.get('location')?.replace('http://localhost', '') ?? null,
  };
}

test('an unprefixed page is the English one, with its path and query', async () => {
  expect((await reach('/')).rewrite).toBe('/en');
  expect((await reach('/about-us')).rewrite).toBe('/en/about-us');
  expect((await reach('/user-dashboard/receipts/R-000001')).rewrite).toBe('/en/user-dashboard/receipts/R-000001');
  expect((await reach('/checkout?programme=data-science')).rewrite).toBe('/en/checkout?programme=data-science');
  expect((await reach('/urdu-poetry')).rewrite).toBe('/en/urdu-poetry');
});

test('an Urdu address is the route itself', async () => {
  for (const url of [
    '/ur',
    '/ur/about-us',
    '/ur/login',
    '/ur/register',
    '/ur/forgot-password',
    '/ur/user-dashboard',
    '/ur/user-dashboard/receipts/R-000001',
    '/ur/checkout?order=0b8e4c1e-2f6a-4a55-9d1f-3c1b2a3d4e5f&step=result',
    '/ur/email-change/revert?token=x',
    '/ur/no/such/page',
  ])
    expect(await reach(url)).toMatchObject({ status: 200, rewrite: null });
});

test('/en/… redirects to the one English address', async () => {
  expect(await reach('/en')).toMatchObject({ status: 308, location: '/' });
  expect(await reach('/en/about-us')).toMatchObject({ status: 308, location: '/about-us' });
});

test('the areas not yet in Urdu send /ur/… to the English page, for now (a temporary redirect)', async () => {
  expect(await reach('/ur/staff/kyc')).toMatchObject({ status: 307, location: '/staff/kyc' });
});

test('the API, the Urdu font and Next’s files are never rewritten', async () => {
  for (const url of ['/api/v1/programmes', '/api/health', '/fonts/x.woff2', '/_next/static/chunks/a.js'])
    expect([url, (await reach(url)).rewrite]).toEqual([url, null]);
});

test('the language switch knows which pages have no Urdu yet: the same ones the redirects send to English', async () => {
  for (const path of ['/staff/kyc', '/test-cookies']) {
    expect([path, isEnglishOnly(path)]).toEqual([path, true]);
    expect([path, (await reach(`/ur${path}`)).status]).toEqual([path, 307]);
  }
  for (const path of [
    '/',
    '/about-us',
    '/login',
    '/user-dashboard',
    '/user-dashboard/receipts/R-000001',
    '/user-dashboard/withdraw',
    '/checkout',
    '/account',
    '/account/sign-ins',
    '/account-closed',
    '/kyc',
    '/kyc/status',
    '/email-change/revert',
  ]) {
    expect([path, isEnglishOnly(path)]).toEqual([path, false]);
    expect([path, (await reach(`/ur${path === '/' ? '' : path}`)).status]).toEqual([path, 200]);
  }
});
