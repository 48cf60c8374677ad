// Hashes made with older scrypt parameters still sign in, over HTTP, and are hashed again with today's on the
// first right password (never on a wrong one).
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { PASSWORD_HASH_PARAMS, passwordHashCost } from '../../services/auth/password';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { readPlatformConfig } from '../../config';
import { signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine: the second test
// checks six passwords and hashes three (64 MiB each), a minute and more when every core is taken.
jest.setTimeout(180_000);

// The one file that hashes at the production cost: it is what is tested here.
const platform = setUpTestPlatform({
  seed: false,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url') },
  passwordHash: PASSWORD_HASH_PARAMS,
});

const login = (email: string, password: string) =>
  platform.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
const storedHash = async (email: string) =>
  (await platform.deps.db.select().from(accounts).where(eq(accounts.email, email)))[0]?.passwordHash ?? '';

/** A hash as the platform made them before, at N=2^15, r=8, p=1. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

test("the production cost is the default: a server hashes at the tests' cost only when told to", () => {
  expect(AUTH_DEFAULTS.passwordHash).toEqual({ N: 65536, r: 8, p: 2 });
  expect(passwordHashCost(readPlatformConfig({}).PASSWORD_HASH_COST)).toEqual({ N: 65536, r: 8, p: 2 });
  expect(readPlatformConfig({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
  expect(() => readPlatformConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
});

test('new hashes carry N=2^16, r=8, p=2', async () => {
  await signUp(platform, { email: 'fresh@example.com', password: 'correct horse battery' });
  expect(PASSWORD_HASH_PARAMS).toEqual({ N: 65536, r: 8, p: 2 });
  expect(await storedHash('fresh@example.com')).toMatch(/^scrypt\$65536\$8\$2\$[\w-]{22}\$[\w-]{43}$/);
});

test("an old hash signs in and is replaced by one with today's parameters; a wrong password changes nothing", async () => {
  const email = 'older@example.com';
  await signUp(platform, { email, password: 'correct horse battery' });
  const old = oldHash('correct horse battery');
  await platform.deps.db.update(accounts).set({ passwordHash: old }).where(eq(accounts.email, email));

  expect((await login(email, 'not the password at all')).status).toBe(401);
  expect(await storedHash(email)).toBe(old);

  expect((await login(email, 'correct horse battery')).status).toBe(200);
  const upgraded = await storedHash(email);
  expect(upgraded).toMatch(/^scrypt\$65536\$8\$2\$/);
  expect((await login(email, 'correct horse battery')).status).toBe(200);
  expect(await storedHash(email)).toBe(upgraded);
  expect((await login(email, 'not the password at all')).status).toBe(401);
});
