// A signed-in learner for the /user-dashboard row: registered through the platform API, with the
// session cookies the web client sets after sign-in.
const SESSION_COOKIES = ['access_token', 'refresh_token', 'lms_token'];

export async function signIn(portalUrl) {
  const email = `bench-${Date.now()}@example.test`;
  const response = await fetch(portalUrl('/api/v1/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ full_name: 'Bench Learner', email, password: 'bench-password-123', country: 'PK' }),
  });
  if (!response.ok) return { reason: `registration answered ${response.status}` };
  const auth = await response.json();
  const cookie = [
    ...SESSION_COOKIES.map((name) => `${name}=${encodeURIComponent(auth[name])}`),
    'is_authenticated=true',
    `user_data=${encodeURIComponent(JSON.stringify(auth.user))}`,
  ].join('; ');
  const dashboard = await fetch(portalUrl('/user-dashboard'), { headers: { cookie }, redirect: 'manual' });
  await dashboard.arrayBuffer();
  if (dashboard.status !== 200) return { reason: `/user-dashboard answered ${dashboard.status} with the session cookies` };
  return { cookie };
}
