// The 6-digit codes sent by e-mail (password recovery, registration): random, stored only as an HMAC
// with the auth secret bound to what they unlock, compared in constant time, a few attempts each.
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema';
import type { PlatformDeps } from '../../deps';
import { addressScope } from '../../http/rate-limit';
import type { ThrottleKind } from '../../http/throttle';
import { authSettings } from './settings';
import { hmac, sixDigitCode } from './tokens';

/** Guesses at a sign-up's code: only the browser holding its registration id can make them, so a few do. */
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Guesses at one recovery code: 5 from each client address, 50 in all. Anyone may guess at an account's code, so
 * a stranger's wrong guesses use up only his address's share; the ceiling keeps a lucky guess at 50 in a million.
 * With no address known (TRUSTED_CLIENT_IP_HEADER none) all guesses share one share of 5.
 */
const CODE_GUESSES_PER_ADDRESS = 5;
export const CODE_MAX_GUESSES = 50;

export const newCode = sixDigitCode;

/** `subject` names what the code unlocks (an account id, a pending registration), so a code fits nothing else. */
export const codeHash = (deps: PlatformDeps, subject: string, code: string) =>
  hmac(authSettings(deps).secret, `${subject}:${code}`);

export function codeMatches(deps: PlatformDeps, storedHash: string, subject: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(codeHash(deps, subject, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Counts one guess at `code` from `address`, before the code is checked (guesses sent at once count too);
 * false once that address has had its share. The count lives beside the other limits until the code expires.
 */
export async function takeCodeGuess(
  db: Database,
  kind: ThrottleKind,
  code: { id: string; expiresAt: Date },
  address: string | undefined,
  now: Date,
): Promise<boolean> {
  const scope = address ? `code:${code.id}|${addressScope(address)}` : `code:${code.id}`;
  const [counted] = await db
    .insert(authThrottle)
    .values({ scope, kind, attempts: 1, windowStartedAt: now, nextAllowedAt: code.expiresAt })
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.kind],
      set: { attempts: sql`${authThrottle.attempts} + 1` },
    })
    .returning({ attempts: authThrottle.attempts });
  return (counted?.attempts ?? Infinity) <= CODE_GUESSES_PER_ADDRESS;
}
