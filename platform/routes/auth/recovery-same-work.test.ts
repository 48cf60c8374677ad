// Asking for a recovery code does the same database work whether or not the address has an account, and hands
// the mail over only after the answer (over HTTP; the embedded database's statements recorded as they run).
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { outboxMail, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine.
jest.setTimeout(60_000);

const platform = setUpTestPlatform({
  seed: false,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url'), trustedClientIpHeader: 'x-client-ip' },
});

/** The statements run (their text, parameters aside) while asking for a code for `email`. */
async function statementsFor(email: string, address: string): Promise<string[]> {
  const client = (platform.deps.db as unknown as { $client: PGlite }).$client;
  const query = client.query;
  const texts: string[] = [];
  client.query = function recorded(this: PGlite, ...args: Parameters<PGlite['query']>) {
    texts.push(String(args[0]));
    return query.apply(this, args);
  } as PGlite['query'];
  try {
    const response = await platform.request('/auth/password-recovery/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': address },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(202);
    await response.arrayBuffer();
  } finally {
    client.query = query;
  }
  // Now and then a request also forgets day-old limits (throttle.ts): housekeeping, not this request's work.
  return texts.filter((text) => !/^delete from "(auth_throttle|auth_failures)"/.test(text));
}

test('an address with an account and one without run the same statements; the mail comes after the answer', async () => {
  const email = 'owner@example.com';
  await signUp(platform, { email, password: 'correct horse battery' });
  const withAccount = await statementsFor(email, '203.0.113.10');
  const without = await statementsFor('nobody@example.com', '203.0.113.11');
  expect(withAccount.some((text) => text.startsWith('insert into "recovery_codes"'))).toBe(true);
  expect(withAccount.some((text) => text.startsWith('insert into "mail_outbox"'))).toBe(false);
  expect(without).toEqual(withAccount);
  expect(await outboxMail(platform, email, 'Your password recovery code')).toMatch(/code is \d{6}/);
});
