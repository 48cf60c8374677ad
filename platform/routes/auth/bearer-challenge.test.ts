// A 401 on an endpoint that takes a Bearer token says how to authenticate (RFC 9110 §11.6.1, RFC 6750 §3), and the
// scheme's name is read case-insensitively (RFC 9110 §11.1), over HTTP.
import { signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

const platform = setUpTestPlatform({ seed: false });
const me = (authorization?: string) =>
  platform.request('/auth/me', { headers: authorization ? { authorization } : {} });

test('no credentials: the challenge alone; something other than one Bearer token: invalid_request', async () => {
  const none = await me();
  expect(none.status).toBe(401);
  expect(none.headers.get('www-authenticate')).toBe('Bearer realm="learner-portal"');
  for (const authorization of ['Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'Bearer', 'Bearer two tokens']) {
    const answer = await me(authorization);
    expect([authorization, answer.status, answer.headers.get('www-authenticate')]).toEqual([
      authorization,
      401,
      'Bearer realm="learner-portal", error="invalid_request"',
    ]);
  }
});

test('a token that is not good, or whose sign-in has ended: invalid_token', async () => {
  const forged = await me('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJzb21lb25lIn0.');
  expect(forged.status).toBe(401);
  expect(forged.headers.get('www-authenticate')).toBe('Bearer realm="learner-portal", error="invalid_token"');

  const { access_token, refresh_token } = await signUp(platform, {
    email: 'challenge@example.com',
    password: 'correct horse battery',
  });
  const signedOut = await platform.request('/auth/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token }),
  });
  expect(signedOut.status).toBe(204);
  const ended = await me(`Bearer ${access_token}`);
  expect(ended.status).toBe(401);
  expect(ended.headers.get('www-authenticate')).toBe('Bearer realm="learner-portal", error="invalid_token"');
});

test('the scheme in any case, with more than one space after it, is a Bearer token', async () => {
  const { access_token } = await signUp(platform, { email: 'any-case@example.com', password: 'correct horse battery' });
  for (const scheme of ['Bearer ', 'bearer ', 'BEARER ', 'Bearer   '])
    expect([scheme, (await me(`${scheme}${access_token}`)).status]).toEqual([scheme, 200]);
});
