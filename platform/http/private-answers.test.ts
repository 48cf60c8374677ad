// Answers to a caller who sent credentials are kept by no cache, the browser's included; the same catalogue read
// without them keeps its shared-cache rules (over HTTP).
import { signUp } from '../test/sign-up';
import { setUpTestPlatform } from '../test/test-platform';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-caching';

const platform = setUpTestPlatform();

test("a learner's orders, enrolments, identity status and the rest: private, no-store", async () => {
  const { access_token } = await signUp(platform, { email: 'private@example.com', password: 'correct horse battery' });
  const headers = { authorization: `Bearer ${access_token}` };
  for (const path of ['/orders', '/enrolments', '/kyc/status', '/auth/me', '/me/dashboard', '/me/sign-ins']) {
    const answer = await platform.request(path, { headers });
    expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([
      path,
      200,
      expect.stringMatching(/no-store/),
    ]);
  }
  for (const path of ['/orders', '/enrolments', '/kyc/status']) {
    const answer = await platform.request(path, { headers });
    expect([path, answer.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
  }
  const staffOnly = await platform.request('/staff/payments', { headers });
  expect([staffOnly.status, staffOnly.headers.get('cache-control')]).toEqual([403, 'private, no-store']);
});

test('a catalogue read is shared-cacheable without a token, and private with one', async () => {
  const { access_token } = await signUp(platform, { email: 'reader@example.com', password: 'correct horse battery' });
  const anonymous = await platform.request('/programmes');
  expect([anonymous.status, anonymous.headers.get('cache-control')]).toEqual([200, CATALOGUE_CACHE_CONTROL]);
  const withToken = await platform.request('/programmes', { headers: { authorization: `Bearer ${access_token}` } });
  expect([withToken.status, withToken.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
});
