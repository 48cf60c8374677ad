// Changing the e-mail address over HTTP: nothing changes until the code from the new address comes back, the old
// address is told and can undo it, a taken address gets no code, two changes at once leave one.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { codeInText, outboxMail, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(60_000);

const platform = setUpTestPlatform({
  seed: false,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url'), trustedClientIpHeader: 'x-client-ip' },
});
const call = (method: string, path: string, token: string | null, body?: unknown) =>
  platform.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'x-client-ip': '198.51.100.8',
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const PASSWORD = 'correct horse battery';
let counter = 0;
async function learner() {
  const email = `change${++counter}@example.com`;
  return { email, auth: await signUp(platform, { full_name: 'Bilal Ahmed', email, password: PASSWORD }) };
}
const stored = async (id: string) => (await platform.deps.db.select().from(accounts).where(eq(accounts.id, id)))[0];
const newCode = async (to: string) => codeInText(await outboxMail(platform, to, 'Confirm your new e-mail address'));

test('the code from the new address changes it; the old address is told and the new one signs in', async () => {
  const { email, auth } = await learner();
  const requested = await call('POST', '/me/email-change', auth.access_token, {
    new_email: 'moved1@example.com',
    current_password: PASSWORD,
  });
  expect(requested.status).toBe(202);
  const { change_id } = await requested.json();
  expect((await stored(auth.user.id))?.email).toBe(email);
  const wrong = await call('POST', '/me/email-change/confirm', auth.access_token, {
    change_id,
    code: '000000' === (await newCode('moved1@example.com')) ? '111111' : '000000',
  });
  expect(wrong.status).toBe(422);
  expect((await stored(auth.user.id))?.email).toBe(email);
  const confirmed = await call('POST', '/me/email-change/confirm', auth.access_token, {
    change_id,
    code: await newCode('moved1@example.com'),
  });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.json()).toMatchObject({ email: 'moved1@example.com', email_verified: true });
  const told = await outboxMail(platform, email, 'Your e-mail address was changed');
  expect(told).toContain('moved1@example.com');
  expect(told).toMatch(/\/email-change\/revert\?token=[\w-]+/);
  expect((await call('POST', '/auth/login', null, { email: 'moved1@example.com', password: PASSWORD })).status).toBe(
    200,
  );
  expect((await call('POST', '/auth/login', null, { email, password: PASSWORD })).status).toBe(401);
});

test('"this was not me" puts the old address back once and ends every sign-in', async () => {
  const { email, auth } = await learner();
  const { change_id } = await (
    await call('POST', '/me/email-change', auth.access_token, {
      new_email: 'moved2@example.com',
      current_password: PASSWORD,
    })
  ).json();
  await call('POST', '/me/email-change/confirm', auth.access_token, {
    change_id,
    code: await newCode('moved2@example.com'),
  });
  const token = /token=([\w-]+)/.exec(await outboxMail(platform, email, 'Your e-mail address was changed'))?.[1];
  const reverted = await call('POST', '/auth/email-change/revert', null, { token });
  expect(reverted.status).toBe(200);
  expect((await stored(auth.user.id))?.email).toBe(email);
  expect((await call('GET', '/auth/me', auth.access_token)).status).toBe(401);
  expect((await call('POST', '/auth/email-change/revert', null, { token })).status).toBe(410);
});

test('after "Use another address", "this was not me" still puts the old address back', async () => {
  const { email, auth } = await learner();
  const request = (new_email: string) =>
    call('POST', '/me/email-change', auth.access_token, { new_email, current_password: PASSWORD });
  // The first address was mistyped: the learner asks again with another one and confirms that one.
  expect((await request('mistyped@example.com')).status).toBe(202);
  const { change_id } = await (await request('retyped@example.com')).json();
  const confirmed = await call('POST', '/me/email-change/confirm', auth.access_token, {
    change_id,
    code: await newCode('retyped@example.com'),
  });
  expect(confirmed.status).toBe(200);
  const token = /token=([\w-]+)/.exec(await outboxMail(platform, email, 'Your e-mail address was changed'))?.[1];
  const reverted = await call('POST', '/auth/email-change/revert', null, { token });
  expect(reverted.status).toBe(200);
  expect((await stored(auth.user.id))?.email).toBe(email);
});

test('a wrong current password is refused at the field and sends nothing', async () => {
  const { auth } = await learner();
  const refused = await call('POST', '/me/email-change', auth.access_token, {
    new_email: 'never@example.com',
    current_password: 'not my password',
  });
  expect(refused.status).toBe(422);
  expect((await refused.json()).errors.current_password).toBeDefined();
  await expect(outboxMail(platform, 'never@example.com', 'Confirm your new e-mail address', 300)).rejects.toThrow();
});

test('an address another account has gets a mail saying so and no code; the answer is the same', async () => {
  const { auth } = await learner();
  const other = await learner();
  const requested = await call('POST', '/me/email-change', auth.access_token, {
    new_email: other.email,
    current_password: PASSWORD,
  });
  expect(requested.status).toBe(202);
  expect(codeInText(await outboxMail(platform, other.email, 'Confirm your new e-mail address'))).toBeUndefined();
});

test('a stranger cannot confirm another learner’s change, even with its code', async () => {
  const { email, auth } = await learner();
  const stranger = await learner();
  const { change_id } = await (
    await call('POST', '/me/email-change', auth.access_token, {
      new_email: 'moved3@example.com',
      current_password: PASSWORD,
    })
  ).json();
  const code = await newCode('moved3@example.com');
  expect((await call('POST', '/me/email-change/confirm', stranger.auth.access_token, { change_id, code })).status).toBe(
    422,
  );
  expect((await stored(auth.user.id))?.email).toBe(email);
});

test('two changes confirmed at once: one address wins, the other code is spent', async () => {
  const { auth } = await learner();
  const first = await (
    await call('POST', '/me/email-change', auth.access_token, {
      new_email: 'race-a@example.com',
      current_password: PASSWORD,
    })
  ).json();
  const second = await (
    await call('POST', '/me/email-change', auth.access_token, {
      new_email: 'race-b@example.com',
      current_password: PASSWORD,
    })
  ).json();
  const [codeA, codeB] = [await newCode('race-a@example.com'), await newCode('race-b@example.com')];
  const answers = await Promise.all([
    call('POST', '/me/email-change/confirm', auth.access_token, { change_id: first.change_id, code: codeA }),
    call('POST', '/me/email-change/confirm', auth.access_token, { change_id: second.change_id, code: codeB }),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  expect(['race-a@example.com', 'race-b@example.com']).toContain((await stored(auth.user.id))?.email);
});

test('each mail is in its reader’s language, and the way back is the Urdu undo page for an Urdu account', async () => {
  const { email, auth } = await learner();
  const other = await learner();
  for (const { token } of [{ token: auth.access_token }, { token: other.auth.access_token }])
    expect((await call('PUT', '/me/language', token, { language: 'ur' })).status).toBe(200);
  const request = (new_email: string) =>
    call('POST', '/me/email-change', auth.access_token, { new_email, current_password: PASSWORD });
  // The taken address is told in its own account's language.
  await request(other.email);
  expect(await outboxMail(platform, other.email, 'اپنے نئے ای میل پتے کی تصدیق کریں')).toContain(
    'یہ پتہ پہلے سے ایک اکاؤنٹ کا ہے',
  );
  const { change_id } = await (await request('moved-ur@example.com')).json();
  const code = codeInText(await outboxMail(platform, 'moved-ur@example.com', 'اپنے نئے ای میل پتے کی تصدیق کریں'));
  expect((await call('POST', '/me/email-change/confirm', auth.access_token, { change_id, code })).status).toBe(200);
  const told = await outboxMail(platform, email, 'آپ کا ای میل پتہ بدل دیا گیا ہے');
  expect(told).toContain('السلام علیکم Bilal Ahmed،');
  expect(told).toContain('moved-ur@example.com');
  expect(told).toMatch(/\/ur\/email-change\/revert\?token=[\w-]+/);
});
