// Password recovery over HTTP, with the mail going through a real SMTP server started by the test.
import { randomBytes, randomUUID } from 'node:crypto';
import { INVALID_CODE_MESSAGE, RECOVERY_ACCEPTED_MESSAGE } from '@/contract';
import { createSmtpMailer } from '../../mail/mailer';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { codeFromMail, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine.
jest.setTimeout(60_000);

let smtp: TestSmtpServer;
let now = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

// The SMTP server starts first: the platform's mailer needs its address.
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());
const platform = setUpTestPlatform(() => ({
  seed: false,
  now: () => now,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url') },
  mailer: createSmtpMailer(smtp.url, 'Learner Portal <no-reply@example.com>'),
}));

const post = (path: string, body: unknown) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

let counter = 0;
async function registerLearner() {
  const email = `recover${++counter}@example.com`;
  const readCode = async (to: string) => codeFromMail(await smtp.nextMailTo(to));
  await signUp(platform, { full_name: 'Bilal Ahmed', email, password: 'original password 1' }, { readCode });
  return email;
}

/** The code from the mail and the recovery id the request answered (the asking browser keeps it). */
async function requestCode(email: string) {
  const response = await post('/auth/password-recovery/code', { email });
  expect(response.status).toBe(202);
  const { recovery_id } = (await response.json()) as { recovery_id: string };
  const mail = await smtp.nextMailTo(email);
  const code = codeFromMail(mail);
  if (!code) throw new Error('no code in the mail');
  return { code, recovery_id };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('the code from the mail sets a new password, ends every sign-in and cannot be used twice', async () => {
  const email = await registerLearner();
  const session = await (await post('/auth/login', { email, password: 'original password 1' })).json();
  const { code, recovery_id } = await requestCode(email);
  expect(
    (await post('/auth/password-recovery/reset', { email, recovery_id, code, new_password: 'recovered password' }))
      .status,
  ).toBe(204);
  expect((await post('/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
  expect((await post('/auth/login', { email, password: 'original password 1' })).status).toBe(401);
  expect((await post('/auth/login', { email, password: 'recovered password' })).status).toBe(200);
  expect((await smtp.nextMailTo(email)).raw).toContain('Your password was changed');
  const reused = await post('/auth/password-recovery/reset', {
    email,
    recovery_id,
    code,
    new_password: 'yet another password',
  });
  expect(reused.status).toBe(422);
  expect((await reused.json()).errors.code).toEqual([INVALID_CODE_MESSAGE]);
});

test('an unknown e-mail gets the same answer and no mail', async () => {
  const email = await registerLearner();
  const known = await post('/auth/password-recovery/code', { email });
  const unknown = await post('/auth/password-recovery/code', { email: 'ghost@example.com' });
  expect(unknown.status).toBe(known.status);
  const answer = { message: RECOVERY_ACCEPTED_MESSAGE, recovery_id: expect.stringMatching(/^[0-9a-f-]{36}$/) };
  expect(await known.json()).toEqual(answer);
  expect(await unknown.json()).toEqual(answer);
  await smtp.nextMailTo(email);
  expect(smtp.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
});

test('a wrong code changes nothing; after 5 wrong attempts even the right code is refused', async () => {
  const email = await registerLearner();
  const { code, recovery_id } = await requestCode(email);
  for (let i = 0; i < 5; i++) {
    const response = await post('/auth/password-recovery/reset', {
      email,
      recovery_id,
      code: wrongCode(code),
      new_password: 'attacker password',
    });
    expect(response.status).toBe(422);
  }
  expect(
    (await post('/auth/password-recovery/reset', { email, recovery_id, code, new_password: 'attacker password' }))
      .status,
  ).toBe(422);
  expect((await post('/auth/login', { email, password: 'original password 1' })).status).toBe(200);
});

const resetWith = (email: string, asked: { code: string; recovery_id: string }, new_password: string) =>
  post('/auth/password-recovery/reset', { email, ...asked, new_password });

test('a code expires after 10 minutes, and fits only with the recovery id of the request that made it', async () => {
  const email = await registerLearner();
  const expired = await requestCode(email);
  advance(601);
  expect((await resetWith(email, expired, 'too late password')).status).toBe(422);
  const first = await requestCode(email);
  const second = await requestCode(email);
  expect((await resetWith(email, { ...first, recovery_id: second.recovery_id }, 'crossed code password')).status).toBe(
    first.code === second.code ? 204 : 422,
  );
});

test("a stranger's request for the owner's address ends nothing: the owner's code still works, then every code is spent", async () => {
  const email = await registerLearner();
  const owners = await requestCode(email);
  // The stranger asks for the owner's address from his own browser; the code goes to the owner's mailbox.
  const strangers = await requestCode(email);
  expect((await resetWith(email, owners, 'the owner chose this')).status).toBe(204);
  expect((await post('/auth/login', { email, password: 'the owner chose this' })).status).toBe(200);
  // The other request's code (had the stranger read it) no longer sets anything.
  expect((await resetWith(email, strangers, 'the stranger chose this')).status).toBe(422);
});

test('asking for codes and guessing them are limited with 429 and Retry-After', async () => {
  const email = await registerLearner();
  for (let i = 0; i < 5; i++) expect((await post('/auth/password-recovery/code', { email })).status).toBe(202);
  const tooMany = await post('/auth/password-recovery/code', { email });
  expect(tooMany.status).toBe(429);
  expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
  advance(3601);
  const recovery_id = randomUUID();
  for (let i = 0; i < 10; i++)
    await post('/auth/password-recovery/reset', {
      email,
      recovery_id,
      code: '000000',
      new_password: 'guessing password',
    });
  const blocked = await post('/auth/password-recovery/reset', {
    email,
    recovery_id,
    code: '000000',
    new_password: 'guessing password',
  });
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
});
