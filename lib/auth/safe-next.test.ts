import { safeNextPath } from './safe-next';

test.each([
  ['/user-dashboard', '/user-dashboard'],
  ['/checkout?programme=web&semester=2', '/checkout?programme=web&semester=2'],
  ['/kyc#documents', '/kyc#documents'],
  ['/%0d%0aSet-Cookie', '/%0d%0aSet-Cookie'],
  ['/courses/../kyc', '/kyc'],
  ['/./user-dashboard', '/user-dashboard'],
])('accepts the same-origin path %s', (input, expected) => {
  expect(safeNextPath(input)).toBe(expected);
});

test.each([
  '//evil.com',
  '/\\evil.com',
  '/\\/evil.com',
  'https://evil.com/x',
  'http:/evil.com',
  'javascript:alert(1)',
  'evil.com',
  '',
  '/\tevil',
  '/\n/evil.com',
  null,
  42,
])('refuses %p', (input) => {
  expect(safeNextPath(input)).toBeNull();
});

// Paths that are same-origin only before normalisation: the redirect would send the normalised '//evil.example…'.
test.each([
  '/.//evil.example/',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/..//evil.example',
  '/././/evil.example',
  '/a/../..//evil.example/x?y#z',
])('refuses %p, which normalises to another host', (input) => {
  expect(safeNextPath(input)).toBeNull();
});
