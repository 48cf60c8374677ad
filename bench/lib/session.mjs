// Signed-in learners for the benchmark: signed up through the platform API as a learner does (register, the
// 6-digit code from the mail, confirm), with the session cookies the web client sets after sign-in.
const SESSION_COOKIES = ['access_token', 'refresh_token', 'lms_token'];
let counter = 0;

export async function signUp(portalUrl, mailbox, label = 'bench') {
  const email = `${label}-${Date.now()}-${++counter}@example.test`;
  const post = (path, body) =>
    fetch(portalUrl(`/api/v1${path}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', {
    full_name: 'Bench Learner',
    email,
    password: 'a long enough password',
    country: 'PK',
  });
  if (registered.status !== 202) return { reason: `registration answered ${registered.status}` };
  const { registration_id } = await registered.json();
  const confirmed = await post('/auth/register/confirm', {
    registration_id,
    email,
    code: await mailbox.codeFor(email),
  });
  if (confirmed.status !== 201) return { reason: `confirmation answered ${confirmed.status}` };
  const auth = await confirmed.json();
  const cookie = [
    ...SESSION_COOKIES.map((name) => `${name}=${encodeURIComponent(auth[name])}`),
    'is_authenticated=true',
    `user_data=${encodeURIComponent(JSON.stringify(auth.user))}`,
  ].join('; ');
  return { cookie, accessToken: auth.access_token, email };
}

/** The learner for the /user-dashboard row, checked to get the page with those cookies. */
export async function signIn(portalUrl, mailbox) {
  const learner = await signUp(portalUrl, mailbox);
  if (!learner.cookie) return learner;
  const dashboard = await fetch(portalUrl('/user-dashboard'), {
    headers: { cookie: learner.cookie },
    redirect: 'manual',
  });
  await dashboard.arrayBuffer();
  if (dashboard.status !== 200)
    return { reason: `/user-dashboard answered ${dashboard.status} with the session cookies` };
  return { cookie: learner.cookie };
}
