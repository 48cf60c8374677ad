// Which requests the learner's upload and form handlers accept: Origin must name SITE_URL's origin, whatever
// the request's own URL says (behind nginx, http://localhost:PORT or Host 127.0.0.1).
import { isSameOrigin } from './same-origin';

beforeAll(() => {
  process.env.SITE_URL = 'https://learn.example.org';
});

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/kyc/submit', { method: 'POST', headers });

test('a post from the public origin is accepted although the request itself says localhost', () => {
  expect(isSameOrigin(post({ origin: 'https://learn.example.org', 'sec-fetch-site': 'same-origin' }))).toBe(true);
  expect(isSameOrigin(post({ origin: 'https://learn.example.org' }))).toBe(true);
});

test('another origin, the request’s own localhost origin, a cross-site fetch or no Origin at all is refused', () => {
  expect(isSameOrigin(post({ origin: 'http://localhost:3000' }))).toBe(false);
  expect(isSameOrigin(post({ origin: 'https://evil.example' }))).toBe(false);
  expect(isSameOrigin(post({ origin: 'https://learn.example.org', 'sec-fetch-site': 'cross-site' }))).toBe(false);
  expect(isSameOrigin(post({}))).toBe(false);
});
