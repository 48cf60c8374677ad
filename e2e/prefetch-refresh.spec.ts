// A prefetch of a signed-in page never rotates the refresh token: were its answer dropped (the learner moved on,
// the browser discarded the prefetch), the browser would keep a rotated-out token and a later refresh would look
// like a replay and end the sign-in. Only the navigation that renders the page refreshes.
import { test, expect } from '@playwright/test';
import { PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';

test('a prefetch of /user-dashboard with an expiring token sets no cookie; the navigation refreshes', async ({
  baseURL,
  request,
}) => {
  const auth = (await signUpByApi(request, `${baseURL}/api/v1`, {
    full_name: 'Sana Iqbal',
    email: uniqueEmail('prefetch'),
    password: PASSWORD,
  })) as {
    access_token: string;
    refresh_token: string;
    lms_token: string;
  };
  const cookie = `access_token=${auth.access_token}; refresh_token=${auth.refresh_token}; lms_token=${auth.lms_token}; is_authenticated=true`;
  // ACCESS_TOKEN_TTL_SECONDS is 70 in the e2e server and the proxy refreshes with 60 s or less left.
  await new Promise((resolve) => setTimeout(resolve, 11_000));

  const prefetches: Record<string, string>[] = [
    { rsc: '1', 'next-router-prefetch': '1' },
    { 'sec-purpose': 'prefetch' },
  ];
  for (const prefetch of prefetches) {
    const answer = await fetch(`${baseURL}/user-dashboard`, { headers: { cookie, ...prefetch }, redirect: 'manual' });
    expect(answer.headers.getSetCookie().filter((line) => /^(access|refresh)_token=/.test(line))).toEqual([]);
  }

  const navigation = await fetch(`${baseURL}/user-dashboard`, { headers: { cookie }, redirect: 'manual' });
  expect(navigation.status).toBe(200);
  const rotated = navigation.headers.getSetCookie().find((line) => line.startsWith('refresh_token='));
  expect(rotated).toBeDefined();
  expect(rotated).not.toContain(auth.refresh_token);
});
