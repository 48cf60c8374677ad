// robots.txt as Next writes it from robotsRules, read by a specification-compliant parser (robots-parser, RFC 9309).
import robotsParser from 'robots-parser';
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { robotsRules } from './robots-rules';

const SITE = 'https://learn.example.org';
const text = resolveRobots(robotsRules(SITE));
const robots = robotsParser(`${SITE}/robots.txt`, text);

test('signed-in routes, diagnostics and the API are kept from crawlers, and nothing that only begins like them', () => {
  for (const path of [
    '/kyc',
    '/kyc/',
    '/staff',
    '/staff/kyc/submissions',
    '/user-dashboard',
    '/ur/user-dashboard',
    '/ur/user-dashboard/receipts/R-000001',
    '/checkout?programme=web',
    '/account/password',
    '/ur/account/sign-ins',
    '/test-cookies',
    '/api/v1/programmes',
  ]) {
    expect([path, robots.isAllowed(`${SITE}${path}`, 'Googlebot')]).toEqual([path, false]);
  }
  for (const path of [
    '/',
    '/ur',
    '/ur/about-us',
    '/kyc-guide',
    '/staffing',
    '/checkout-help',
    '/apis',
    '/full-stack-web-development',
    '/instructors/ali-raza',
  ]) {
    expect([path, robots.isAllowed(`${SITE}${path}`, 'Googlebot')]).toEqual([path, true]);
  }
});

test('the sitemap is named by its absolute address; no Host line carries a scheme', () => {
  expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
  expect(text).not.toMatch(/^Host:/im);
});
