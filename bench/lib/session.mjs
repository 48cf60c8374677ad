// A signed-in learner for the /user-dashboard row: signed up through the platform API (with the mailed code),
// with the session cookies the web client sets after sign-in.
import { signUp } from './mailbox.mjs';

const SESSION_COOKIES = ['access_token', 'refresh_token', 'lms_token'];

export async function signIn(portalUrl, mailbox) {
  let auth;
  try {
    auth = await signUp(portalUrl, mailbox, { email: `bench-${Date.now()}@example.test`, full_name: 'Bench Learner' });
  } catch (error) {
    return { reason: error.message };
  }
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
