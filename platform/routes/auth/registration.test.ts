// Sign-up with a confirmed address over HTTP: one answer for new and taken addresses, the code from the
// outbox creates the account, weak passwords refused with advice, sign-ups limited, the verified gate.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_UNVERIFIED_PROBLEM_TYPE, INVALID_CODE_MESSAGE, REGISTRATION_ACCEPTED_MESSAGE } from '@/contract';
import { accounts } from '../../db/schema';
import { refusalProblem } from '../problem-map';
import { DomainError } from '../../domain-errors';
import { requireVerifiedLearner } from '../../services/auth/require-learner';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { codeInText, outboxMail, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine.
jest.setTimeout(60_000);

let now = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

const platform = setUpTestPlatform({
  seed: false,
  now: () => now,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url'), trustedClientIpHeader: 'x-client-ip' },
});

let counter = 0;
const nextEmail = () => `signup${++counter}@example.com`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const register = (
  email: string,
  password = 'correct horse battery',
  headers: Record<string, string> = {},
  details: Record<string, string> = {},
) => post('/auth/register', { full_name: 'Sana Malik', email, password, ...details }, headers);
/** Signs up and answers the sign-up's id, which its confirmation needs. */
const registrationId = async (email: string, password?: string, details?: Record<string, string>) => {
  const response = await register(email, password, {}, details);
  expect(response.status).toBe(202);
  return ((await response.json()) as { registration_id: string }).registration_id;
};
const confirm = (registration_id: string, email: string, code: string | undefined) =>
  post('/auth/register/confirm', { registration_id, email, code });
const confirmationCode = async (email: string) =>
  codeInText(await outboxMail(platform, email, 'Confirm your e-mail address'));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('registering answers the same for a new and a taken address; the mail says which', async () => {
  const taken = nextEmail();
  await signUp(platform, { email: taken, password: 'correct horse battery' });
  const fresh = nextEmail();
  const [forFresh, forTaken] = [await register(fresh), await register(taken.toUpperCase(), 'another long password')];
  expect([forFresh.status, forTaken.status]).toEqual([202, 202]);
  const answers = [await forFresh.json(), await forTaken.json()];
  for (const answer of answers)
    expect(answer).toEqual({
      message: REGISTRATION_ACCEPTED_MESSAGE,
      registration_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  expect(answers[0].registration_id).not.toBe(answers[1].registration_id);

  expect(await confirmationCode(fresh)).toMatch(/^\d{6}$/);
  const note = await outboxMail(platform, taken, 'You already have an account');
  expect(note).toContain('It already has an account, so nothing was changed.');
  expect(note).toContain('"Forgot your password?"');
  expect(codeInText(note)).toBeUndefined();
  // The taken account keeps its password.
  expect((await post('/auth/login', { email: taken, password: 'correct horse battery' })).status).toBe(200);
});

test('no account exists until the code comes back; the code signs the learner in, once', async () => {
  const email = nextEmail();
  const id = await registrationId(email);
  expect((await post('/auth/login', { email, password: 'correct horse battery' })).status).toBe(401);
  const code = (await confirmationCode(email)) ?? '';

  const wrong = await confirm(id, email, wrongCode(code));
  expect(wrong.status).toBe(422);
  expect((await wrong.json()).errors.code).toEqual([INVALID_CODE_MESSAGE]);
  // The code alone, or with an id it was not sent for, is no confirmation.
  expect((await post('/auth/register/confirm', { email, code })).status).toBe(422);
  expect((await confirm(randomUUID(), email, code)).status).toBe(422);

  const confirmed = await confirm(id, email, code);
  expect(confirmed.status).toBe(201);
  const auth = await confirmed.json();
  expect(auth.user).toMatchObject({ email, full_name: 'Sana Malik', email_verified: true });
  const me = await platform.request('/auth/me', { headers: { authorization: `Bearer ${auth.access_token}` } });
  expect(await me.json()).toMatchObject({ email, email_verified: true });
  expect((await confirm(id, email, code)).status).toBe(422);
  expect((await post('/auth/login', { email, password: 'correct horse battery' })).status).toBe(200);
});

test('five wrong codes spend a registration; a code expires after 30 minutes', async () => {
  const email = nextEmail();
  const id = await registrationId(email);
  const code = (await confirmationCode(email)) ?? '';
  for (let i = 0; i < 5; i++) expect((await confirm(id, email, wrongCode(code))).status).toBe(422);
  expect((await confirm(id, email, code)).status).toBe(422);

  const later = nextEmail();
  const lateId = await registrationId(later);
  const lateCode = await confirmationCode(later);
  advance(1801);
  expect((await confirm(lateId, later, lateCode)).status).toBe(422);
});

test("a stranger's later sign-up for the owner's address neither changes the owner's nor lends it his code", async () => {
  const email = nextEmail();
  const owners = await registrationId(email, 'the owner chose this one', {
    full_name: 'Sana Malik',
    phone: '+923001234567',
  });
  const ownersCode = (await confirmationCode(email)) ?? '';
  await new Promise((resolve) => setTimeout(resolve, 5));
  const strangers = await registrationId(email, 'stranger chose this one', {
    full_name: 'Mallory Stranger',
    phone: '+923339876543',
  });
  const strangersCode = (await confirmationCode(email)) ?? '';
  expect(strangersCode).not.toBe(ownersCode);

  // The owner enters the newest code, the stranger's: it does not confirm the owner's sign-up.
  const newest = await confirm(owners, email, strangersCode);
  expect(newest.status).toBe(422);
  expect((await newest.json()).errors.code).toEqual([INVALID_CODE_MESSAGE]);
  // The owner's own code creates the account with the owner's password, name and phone only.
  const confirmed = await confirm(owners, email, ownersCode);
  expect(confirmed.status).toBe(201);
  expect((await confirmed.json()).user).toMatchObject({ email, full_name: 'Sana Malik', phone: '+923001234567' });
  expect((await post('/auth/login', { email, password: 'the owner chose this one' })).status).toBe(200);
  expect((await post('/auth/login', { email, password: 'stranger chose this one' })).status).toBe(401);
  // The first confirmed wins: the stranger's sign-up is spent with it, even with its own code.
  expect((await confirm(strangers, email, strangersCode)).status).toBe(422);
});

test('of two sign-ups for one address the first confirmed creates the account, with its own details', async () => {
  const email = nextEmail();
  const first = await registrationId(email, 'the first one chose this', { full_name: 'First Person' });
  const firstCode = (await confirmationCode(email)) ?? '';
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = await registrationId(email, 'the second one chose this', { full_name: 'Second Person' });
  const secondCode = (await confirmationCode(email)) ?? '';
  expect((await confirm(second, email, secondCode)).status).toBe(201);
  expect((await confirm(first, email, firstCode)).status).toBe(422);
  const signedIn = await post('/auth/login', { email, password: 'the second one chose this' });
  expect((await signedIn.json()).user.full_name).toBe('Second Person');
  expect((await post('/auth/login', { email, password: 'the first one chose this' })).status).toBe(401);
});

test.each([
  ['aaaaaaaaaa', 'Repeated characters'],
  ['1234567890', 'frequently used password'],
  ['password12', 'commonly used password'],
  [' '.repeat(10), 'Repeated characters'],
])('the weak password %p is refused with advice at the field', async (password, advice) => {
  const response = await register(nextEmail(), password);
  expect(response.status).toBe(422);
  const [message] = (await response.json()).errors.password;
  expect(message).toMatch(/^This password is too easy to guess\. /);
  expect(message).toContain(advice);
});

test('the e-mail itself (or the name) is no password, on sign-up, change and recovery alike', async () => {
  const email = 'sana.malik.writes@example.com';
  const selfish = await register(email, email);
  expect(selfish.status).toBe(422);
  expect((await selfish.json()).errors.password[0]).toContain('personal');

  const auth = await signUp(platform, { email, password: 'correct horse battery' });
  const headers = { authorization: `Bearer ${auth.access_token}` };
  const change = await post(
    '/auth/change-password',
    { current_password: 'correct horse battery', new_password: email },
    headers,
  );
  expect(change.status).toBe(422);
  expect((await change.json()).errors.new_password).toBeDefined();

  const asked = await post('/auth/password-recovery/code', { email });
  expect(asked.status).toBe(202);
  const { recovery_id } = (await asked.json()) as { recovery_id: string };
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code'));
  const reset = await post('/auth/password-recovery/reset', { email, recovery_id, code, new_password: '1234567890' });
  expect(reset.status).toBe(422);
  expect((await reset.json()).errors.new_password).toBeDefined();
  // The weak try kept the code.
  expect(
    (await post('/auth/password-recovery/reset', { email, recovery_id, code, new_password: 'a sturdy new passphrase' }))
      .status,
  ).toBe(204);
});

test('sign-ups are limited per address (5 an hour) and per client address (20 an hour)', async () => {
  const email = nextEmail();
  for (let i = 0; i < 5; i++) expect((await register(email)).status).toBe(202);
  const tooMany = await register(email);
  expect(tooMany.status).toBe(429);
  expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);

  const client = { 'x-client-ip': '203.0.113.40' };
  for (let i = 0; i < 20; i++) expect((await register(nextEmail(), 'correct horse battery', client)).status).toBe(202);
  expect((await register(nextEmail(), 'correct horse battery', client)).status).toBe(429);
  expect((await register(nextEmail(), 'correct horse battery', { 'x-client-ip': '203.0.113.41' })).status).toBe(202);
  advance(3601);
  // 26 password hashes at 64 MiB each: minutes when every core is taken.
}, 300_000);

test('an account from before confirmation: requireVerifiedLearner refuses it with its own problem type until a code proves the address', async () => {
  const email = nextEmail();
  const first = await signUp(platform, { email, password: 'correct horse battery' });
  await platform.deps.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.email, email));
  const bearer = `Bearer ${first.access_token}`;

  const refused = await requireVerifiedLearner(platform.deps, bearer).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(DomainError);
  expect(refusalProblem(refused as DomainError)).toMatchObject({ status: 403, type: EMAIL_UNVERIFIED_PROBLEM_TYPE });
  const me = await platform.request('/auth/me', { headers: { authorization: bearer } });
  expect(await me.json()).toMatchObject({ email_verified: false });

  // Registering with the address again is how its reader takes it over: new password, old sign-ins ended.
  const takenOver = await signUp(platform, { email, password: 'the mailbox owner now' });
  expect(takenOver.user.email_verified).toBe(true);
  expect((await platform.request('/auth/me', { headers: { authorization: bearer } })).status).toBe(401);
  const learner = await requireVerifiedLearner(platform.deps, `Bearer ${takenOver.access_token}`);
  expect(learner.account.email).toBe(email);
});

test('a password reset with a mailed code confirms the address too', async () => {
  const email = nextEmail();
  await signUp(platform, { email, password: 'correct horse battery' });
  await platform.deps.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.email, email));
  const asked = await post('/auth/password-recovery/code', { email });
  expect(asked.status).toBe(202);
  const { recovery_id } = (await asked.json()) as { recovery_id: string };
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code'));
  expect(
    (await post('/auth/password-recovery/reset', { email, recovery_id, code, new_password: 'a sturdy new passphrase' }))
      .status,
  ).toBe(204);
  const auth = await (await post('/auth/login', { email, password: 'a sturdy new passphrase' })).json();
  expect(auth.user.email_verified).toBe(true);
});
