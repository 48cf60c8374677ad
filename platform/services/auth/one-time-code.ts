// The 6-digit codes sent by e-mail (password recovery, registration): random, stored only as an HMAC
// with the auth secret bound to what they unlock, compared in constant time, a few attempts each.
import { timingSafeEqual } from 'node:crypto';
import type { PlatformDeps } from '../../deps';
import { authSettings } from './settings';
import { hmac, sixDigitCode } from './tokens';

export const CODE_MAX_ATTEMPTS = 5;

export const newCode = sixDigitCode;

/** `subject` names what the code unlocks (an account id, a pending registration), so a code fits nothing else. */
export const codeHash = (deps: PlatformDeps, subject: string, code: string) => hmac(authSettings(deps).secret, `${subject}:${code}`);

export function codeMatches(deps: PlatformDeps, storedHash: string, subject: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(codeHash(deps, subject, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
