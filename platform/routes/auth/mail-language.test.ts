// The mails of sign-up and recovery in the language of the page they were asked from, and the account keeping the
// language it was made in for the mails that come later (a password change). English when nothing is said.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { codeInText, outboxMail } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine.
jest.setTimeout(60_000);

const platform = setUpTestPlatform({
  seed: false,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url') },
});

const post = (path: string, body: unknown) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const PASSWORD = 'correct horse battery';

async function signUpIn(language: 'en' | 'ur' | undefined, email: string) {
  const registered = await post('/auth/register', { full_name: 'Sana Malik', email, password: PASSWORD, language });
  expect(registered.status).toBe(202);
  const { registration_id } = (await registered.json()) as { registration_id: string };
  const subject = language === 'ur' ? 'اپنے ای میل پتے کی تصدیق کریں' : 'Confirm your e-mail address';
  const mail = await outboxMail(platform, email, subject);
  const confirmed = await post('/auth/register/confirm', { registration_id, email, code: codeInText(mail) });
  expect(confirmed.status).toBe(201);
  return mail;
}

const languageOf = async (email: string) =>
  (await platform.deps.db.select({ language: accounts.language }).from(accounts).where(eq(accounts.email, email)))[0]
    ?.language;

test('a sign-up from an Urdu page gets its code in Urdu, and the account keeps Urdu', async () => {
  const mail = await signUpIn('ur', 'urdu-signup@example.com');
  expect(mail).toContain('السلام علیکم،');
  expect(mail).toMatch(/آپ کا تصدیقی کوڈ \d{6} ہے۔/);
  expect(mail).not.toContain('Hello');
  expect(await languageOf('urdu-signup@example.com')).toBe('ur');
});

test('without a language, sign-up is English, as before', async () => {
  const mail = await signUpIn(undefined, 'english-signup@example.com');
  expect(mail).toMatch(/Your confirmation code is \d{6}\./);
  expect(await languageOf('english-signup@example.com')).toBe('en');
});

test('recovery mails its code in the language it was asked in; the password change is told in the account’s', async () => {
  await signUpIn('en', 'recovers-in-urdu@example.com');
  const asked = await post('/auth/password-recovery/code', { email: 'recovers-in-urdu@example.com', language: 'ur' });
  expect(asked.status).toBe(202);
  const { recovery_id } = (await asked.json()) as { recovery_id: string };
  const mail = await outboxMail(platform, 'recovers-in-urdu@example.com', 'پاس ورڈ کی بحالی کا کوڈ');
  expect(mail).toContain('السلام علیکم Sana Malik،');
  const reset = await post('/auth/password-recovery/reset', {
    email: 'recovers-in-urdu@example.com',
    recovery_id,
    code: codeInText(mail),
    new_password: 'another long enough password',
  });
  expect(reset.status).toBe(204);
  expect(await outboxMail(platform, 'recovers-in-urdu@example.com', 'Your password was changed')).toContain(
    'Hello Sana Malik,',
  );
});

test('closing an Urdu account is told in Urdu', async () => {
  await signUpIn('ur', 'closes-in-urdu@example.com');
  const login = await post('/auth/login', { email: 'closes-in-urdu@example.com', password: PASSWORD });
  const { access_token } = (await login.json()) as { access_token: string };
  const closed = await platform.request('/me/close', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(closed.status).toBe(200);
  const mail = await outboxMail(platform, 'closes-in-urdu@example.com', 'آپ کا اکاؤنٹ بند کر دیا گیا ہے');
  expect(mail).toContain('السلام علیکم Sana Malik،');
  expect(mail).toContain('قانون کے مطابق چھ سال تک محفوظ');
  expect(mail).not.toContain('Deleted');
  expect(mail).not.toContain('Hello');
});

test('a language the portal does not speak is refused at the field', async () => {
  const response = await post('/auth/register', {
    full_name: 'Sana Malik',
    email: 'french@example.com',
    password: PASSWORD,
    language: 'fr',
  });
  expect(response.status).toBe(422);
  expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['language']);
});
