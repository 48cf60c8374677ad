// Mail to an address nobody has proved they read carries nothing the registrant typed (over HTTP, the mails from
// the outbox): the sign-up code and the recovery code of an unconfirmed account greet no one by name.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NAME_WITHOUT_DIRECTION_CONTROLS } from '@/contract';
import { accounts, mailOutbox, pendingRegistrations } from '../../db/schema';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { codeInText, outboxMail, signUp } from '../../test/sign-up';
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
// What a phisher types as a name: a call to action and a link, in the portal's own mail.
const BAIT = 'Your account is locked, sign in at https://learner-portal.example.net/verify now';

test('the sign-up code mail carries nothing of what was typed but the address', async () => {
  const email = 'bait@example.com';
  expect(
    (
      await post('/auth/register', {
        full_name: BAIT,
        email,
        password: 'correct horse battery',
        phone: '+923001234567',
      })
    ).status,
  ).toBe(202);
  const mail = await outboxMail(platform, email, 'Confirm your e-mail address');
  expect(codeInText(mail)).toMatch(/^\d{6}$/);
  expect(mail).toMatch(/^Hello,\n/);
  expect(mail).not.toContain('learner-portal.example.net');
  expect(mail).not.toContain('locked');
  expect(mail).not.toContain('3001234567');
});

test('a name with a right-to-left override is refused at the field; nothing is stored or sent', async () => {
  const email = 'override@example.com';
  const response = await post('/auth/register', {
    full_name: 'Ayesha \u202Egnp.exe',
    email,
    password: 'correct horse battery',
  });
  expect(response.status).toBe(422);
  expect((await response.json()).errors.full_name).toEqual([NAME_WITHOUT_DIRECTION_CONTROLS]);
  expect(
    await platform.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
  ).toEqual([]);
  expect(await platform.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual([]);
});

test('a recovery code to an unconfirmed account greets no one by name; to a confirmed one, its owner', async () => {
  const unconfirmed = 'unconfirmed@example.com';
  await signUp(platform, { email: unconfirmed, password: 'correct horse battery' });
  // An account from before addresses were confirmed, with whatever name its registrant typed.
  await platform.deps.db
    .update(accounts)
    .set({ emailVerifiedAt: null, fullName: BAIT })
    .where(eq(accounts.email, unconfirmed));
  expect((await post('/auth/password-recovery/code', { email: unconfirmed })).status).toBe(202);
  const mail = await outboxMail(platform, unconfirmed, 'Your password recovery code');
  expect(mail).toMatch(/^Hello,\n/);
  expect(mail).not.toContain('learner-portal.example.net');

  const confirmed = 'confirmed@example.com';
  await signUp(platform, { email: confirmed, password: 'correct horse battery', full_name: 'Sana Malik' });
  expect((await post('/auth/password-recovery/code', { email: confirmed })).status).toBe(202);
  expect(await outboxMail(platform, confirmed, 'Your password recovery code')).toMatch(/^Hello Sana Malik,\n/);
});
