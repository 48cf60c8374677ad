import { cookiesSaySignedIn, isSignedInRoute } from './signed-in-routes';

test.each([
  ['/checkout?programme=full-stack-web-development', true],
  ['/checkout', true],
  ['/user-dashboard/receipts/R-1', true],
  ['/kyc#photos', true],
  ['/staff/kyc', true],
  ['/', false],
  ['/checkout-guide', false],
  ['/learning-path?programme=web', false],
  ['/login?next=%2Fcheckout', false],
])('%s is a signed-in route: %s', (href, expected) => {
  expect(isSignedInRoute(href)).toBe(expected);
});

test('only is_authenticated=true says signed in', () => {
  expect(cookiesSaySignedIn('theme=dark; is_authenticated=true')).toBe(true);
  expect(cookiesSaySignedIn('is_authenticated=false')).toBe(false);
  expect(cookiesSaySignedIn('not_is_authenticated=true')).toBe(false);
  expect(cookiesSaySignedIn('')).toBe(false);
});
