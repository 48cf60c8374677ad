// Password hashing with scrypt (memory-hard), a per-user salt and a constant-time comparison. Each hash keeps
// its parameters, so hashes made with older ones still verify and are replaced at the next sign-in.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * N=2^16, r=8, p=2: one of OWASP's equivalent minimums (Password Storage Cheat Sheet), 64 MiB per hash. Of
 * the equivalents, N=2^17 (128 MiB) would take 512 MiB when the four libuv threads hash at once; N=2^15 with
 * p=3 would keep the old 32 MiB a guess costs a cracker's memory. Was N=2^15, r=8, p=1.
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 16, r: 8, p: 2 } as const;

/** scrypt's cost: memory and time per hash. */
export interface PasswordHashCost {
  N: number;
  r: number;
  p: number;
}

/**
 * For test servers only (PASSWORD_HASH_COST=test, and the platform tests): still scrypt through the same code, at
 * 1 MiB and about a millisecond, so that hundreds of test sign-ups do not each spend seconds of a shared CPU. A hash
 * made with it is replaced by one at PASSWORD_HASH_PARAMS at the next sign-in on a server with the default.
 */
export const TEST_PASSWORD_HASH_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/** The cost PASSWORD_HASH_COST names. */
export const passwordHashCost = (setting: 'standard' | 'test'): PasswordHashCost =>
  setting === 'test' ? TEST_PASSWORD_HASH_COST : PASSWORD_HASH_PARAMS;
const KEY_LENGTH = 32;
/** What a stored hash may ask for: scrypt needs 128·N·r bytes, and a larger N in a row must not exhaust memory. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string, cost: PasswordHashCost = PASSWORD_HASH_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made with other parameters than today's: hashed again once the password is known to be right. */
export function needsRehash(stored: string, cost: PasswordHashCost = PASSWORD_HASH_PARAMS): boolean {
  const { N, r, p } = cost;
  return !stored.startsWith(`scrypt$${N}$${r}$${p}$`);
}

const dummyHashes = new Map<string, Promise<string>>();

/** Spends the same time as a real check, so an unknown e-mail is not faster than a wrong password. */
export async function burnPasswordCheck(
  password: string,
  cost: PasswordHashCost = PASSWORD_HASH_PARAMS,
): Promise<void> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword('not-a-real-password', cost)));
  await verifyPassword(password, await dummy);
}
