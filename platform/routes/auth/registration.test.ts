// Sign-up with a confirmed address over HTTP: one answer for new and taken addresses, the code from the
// outbox creates the account, weak passwords refused with advice, sign-ups limited, the verified gate.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_UNVERIFIED_PROBLEM_TYPE, INVALID_CODE_MESSAGE, REGISTRATION_ACCEPTED_MESSAGE } from '@/contract';
import { accounts } from '../../db/schema';
import { HttpError } from '../../http/errors';
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
  platform.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const register = (email: string, password = 'correct horse battery', headers: Record<string, string> = {}) =>
  post('/auth/register', { full_name: 'Sana Malik', email, password }, headers);
const confirmationCode = async (email: string) => codeInText(await outboxMail(platform, email, 'Confirm your e-mail address'));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('registering answers the same for a new and a taken address; the mail says which', async () => {
  const taken = nextEmail();
  await signUp(platform, { email: taken, password: 'correct horse battery' });
  const fresh = nextEmail();
  const [forFresh, forTaken] = [await register(fresh), await register(taken.toUpperCase(), 'another long password')];
  expect([forFresh.status, forTaken.status]).toEqual([202, 202]);
  expect(await forFresh.json()).toEqual({ message: REGISTRATION_ACCEPTED_MESSAGE });
  expect(await forTaken.json()).toEqual({ message: REGISTRATION_ACCEPTED_MESSAGE });

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
  expect((await register(email)).status).toBe(202);
  expect((await post('/auth/login', { email, password: 'correct horse battery' })).status).toBe(401);
  const code = (await confirmationCode(email)) ?? '';

  const wrong = await post('/auth/register/confirm', { email, code: wrongCode(code) });
  expect(wrong.status).toBe(422);
  expect((await wrong.json()).errors.code).toEqual([INVALID_CODE_MESSAGE]);

  const confirmed = await post('/auth/register/confirm', { email, code });
  expect(confirmed.status).toBe(201);
  const auth = await confirmed.json();
  expect(auth.user).toMatchObject({ email, full_name: 'Sana Malik', email_verified: true });
  const me = await platform.request('/auth/me', { headers: { authorization: `Bearer ${auth.access_token}` } });
  expect(await me.json()).toMatchObject({ email, email_verified: true });
  expect((await post('/auth/register/confirm', { email, code })).status).toBe(422);
  expect((await post('/auth/login', { email, password: 'correct horse battery' })).status).toBe(200);
});

test('five wrong codes spend a registration; a code expires after 30 minutes', async () => {
  const email = nextEmail();
  await register(email);
  const code = (await confirmationCode(email)) ?? '';
  for (let i = 0; i < 5; i++) expect((await post('/auth/register/confirm', { email, code: wrongCode(code) })).status).toBe(422);
  expect((await post('/auth/register/confirm', { email, code })).status).toBe(422);

  const later = nextEmail();
  await register(later);
  const lateCode = await confirmationCode(later);
  advance(1801);
  expect((await post('/auth/register/confirm', { email: later, code: lateCode })).status).toBe(422);
});

test('of two sign-ups for one address, the code used decides the password: a stranger cannot hold an address', async () => {
  const email = nextEmail();
  await register(email, 'stranger chose this one');
  const strangers = (await confirmationCode(email)) ?? '';
  await new Promise((resolve) => setTimeout(resolve, 5));
  await register(email, 'the owner chose this one');
  const owners = (await confirmationCode(email)) ?? '';
  expect((await post('/auth/register/confirm', { email, code: owners })).status).toBe(201);
  expect((await post('/auth/login', { email, password: 'the owner chose this one' })).status).toBe(200);
  expect((await post('/auth/login', { email, password: 'stranger chose this one' })).status).toBe(401);
  // The other waiting registration is spent with it.
  expect((await post('/auth/register/confirm', { email, code: strangers })).status).toBe(422);
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
  const change = await post('/auth/change-password', { current_password: 'correct horse battery', new_password: email }, headers);
  expect(change.status).toBe(422);
  expect((await change.json()).errors.new_password).toBeDefined();

  expect((await post('/auth/password-recovery/code', { email })).status).toBe(202);
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code'));
  const reset = await post('/auth/password-recovery/reset', { email, code, new_password: '1234567890' });
  expect(reset.status).toBe(422);
  expect((await reset.json()).errors.new_password).toBeDefined();
  // The weak try kept the code.
  expect((await post('/auth/password-recovery/reset', { email, code, new_password: 'a sturdy new passphrase' })).status).toBe(204);
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
});

test('an account from before confirmation: requireVerifiedLearner refuses it with its own problem type until a code proves the address', async () => {
  const email = nextEmail();
  const first = await signUp(platform, { email, password: 'correct horse battery' });
  await platform.deps.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.email, email));
  const bearer = `Bearer ${first.access_token}`;

  const refused = await requireVerifiedLearner(platform.deps, bearer).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect((refused as HttpError).toProblem()).toMatchObject({ status: 403, type: EMAIL_UNVERIFIED_PROBLEM_TYPE });
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
  expect((await post('/auth/password-recovery/code', { email })).status).toBe(202);
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code'));
  expect((await post('/auth/password-recovery/reset', { email, code, new_password: 'a sturdy new passphrase' })).status).toBe(204);
  const auth = await (await post('/auth/login', { email, password: 'a sturdy new passphrase' })).json();
  expect(auth.user.email_verified).toBe(true);
});
