// Password recovery over HTTP, with the mail going through a real SMTP server started by the test.
import { randomBytes } from 'node:crypto';
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

async function requestCode(email: string) {
  const response = await post('/auth/password-recovery/code', { email });
  expect(response.status).toBe(202);
  const mail = await smtp.nextMailTo(email);
  const code = codeFromMail(mail);
  if (!code) throw new Error('no code in the mail');
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('the code from the mail sets a new password, ends every sign-in and cannot be used twice', async () => {
  const email = await registerLearner();
  const session = await (await post('/auth/login', { email, password: 'original password 1' })).json();
  const code = await requestCode(email);
  expect(
    (await post('/auth/password-recovery/reset', { email, code, new_password: 'recovered password' })).status,
  ).toBe(204);
  expect((await post('/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
  expect((await post('/auth/login', { email, password: 'original password 1' })).status).toBe(401);
  expect((await post('/auth/login', { email, password: 'recovered password' })).status).toBe(200);
  expect((await smtp.nextMailTo(email)).raw).toContain('Your password was changed');
  const reused = await post('/auth/password-recovery/reset', { email, code, new_password: 'yet another password' });
  expect(reused.status).toBe(422);
  expect((await reused.json()).errors.code).toEqual([INVALID_CODE_MESSAGE]);
});

test('an unknown e-mail gets the same answer and no mail', async () => {
  const email = await registerLearner();
  const known = await post('/auth/password-recovery/code', { email });
  const unknown = await post('/auth/password-recovery/code', { email: 'ghost@example.com' });
  expect(unknown.status).toBe(known.status);
  const knownBody = await known.json();
  expect(knownBody).toEqual({ message: RECOVERY_ACCEPTED_MESSAGE });
  expect(await unknown.json()).toEqual(knownBody);
  await smtp.nextMailTo(email);
  expect(smtp.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
});

test('a wrong code changes nothing; after 5 wrong attempts even the right code is refused', async () => {
  const email = await registerLearner();
  const code = await requestCode(email);
  for (let i = 0; i < 5; i++) {
    const response = await post('/auth/password-recovery/reset', {
      email,
      code: wrongCode(code),
      new_password: 'attacker password',
    });
    expect(response.status).toBe(422);
  }
  expect((await post('/auth/password-recovery/reset', { email, code, new_password: 'attacker password' })).status).toBe(
    422,
  );
  expect((await post('/auth/login', { email, password: 'original password 1' })).status).toBe(200);
});

test('a code expires after 10 minutes and a new code replaces the old one', async () => {
  const email = await registerLearner();
  const expired = await requestCode(email);
  advance(601);
  expect(
    (await post('/auth/password-recovery/reset', { email, code: expired, new_password: 'too late password' })).status,
  ).toBe(422);
  const first = await requestCode(email);
  const second = await requestCode(email);
  if (first !== second) {
    expect(
      (await post('/auth/password-recovery/reset', { email, code: first, new_password: 'stale code password' })).status,
    ).toBe(422);
  }
  expect(
    (await post('/auth/password-recovery/reset', { email, code: second, new_password: 'fresh code password' })).status,
  ).toBe(204);
});

test('asking for codes and guessing them are limited with 429 and Retry-After', async () => {
  const email = await registerLearner();
  for (let i = 0; i < 5; i++) expect((await post('/auth/password-recovery/code', { email })).status).toBe(202);
  const tooMany = await post('/auth/password-recovery/code', { email });
  expect(tooMany.status).toBe(429);
  expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
  advance(3601);
  for (let i = 0; i < 10; i++)
    await post('/auth/password-recovery/reset', { email, code: '000000', new_password: 'guessing password' });
  const blocked = await post('/auth/password-recovery/reset', {
    email,
    code: '000000',
    new_password: 'guessing password',
  });
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
});
