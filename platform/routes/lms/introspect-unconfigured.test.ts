// Without LMS_CLIENT_ID/LMS_CLIENT_SECRET the introspection endpoint answers no one: any credentials are refused.
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';

const platform = setUpTestPlatform({ seed: false, payments: { lmsClient: null } });

test('no LMS client configured: every caller gets a 401, whatever it sends', async () => {
  for (const authorization of [
    undefined,
    `Basic ${Buffer.from(`${TEST_LMS_CLIENT.id}:${TEST_LMS_CLIENT.secret}`).toString('base64')}`,
    `Basic ${Buffer.from(':').toString('base64')}`,
  ]) {
    const response = await platform.request('/auth/lms-token/introspect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
      body: new URLSearchParams({ token: 'any-token' }).toString(),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).not.toHaveProperty('active');
  }
});
