// JazzCash's pp_SecureHash, as its integration guide defines it: the values of every non-empty field whose
// name starts with "pp" (pp_SecureHash itself excluded), sorted by field name in ASCII order, joined with "&",
// the integrity salt prepended with "&", then HMAC-SHA256 keyed with the salt, in hexadecimal.
import { createHmac } from 'node:crypto';
import { sameHex } from '../webhook-signature';

export const SECURE_HASH_FIELD = 'pp_SecureHash';

export function jazzCashSecureHash(fields: Record<string, string | undefined>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.startsWith('pp') && name !== SECURE_HASH_FIELD)
    .sort()
    .map((name) => fields[name])
    .filter((value): value is string => typeof value === 'string' && value !== '');
  return createHmac('sha256', integritySalt)
    .update([integritySalt, ...values].join('&'), 'utf8')
    .digest('hex');
}

/** JazzCash answers the hash in either case; compared in constant time. */
export function hasValidSecureHash(fields: Record<string, string | undefined>, integritySalt: string): boolean {
  const claimed = fields[SECURE_HASH_FIELD];
  return (
    typeof claimed === 'string' &&
    /^[0-9a-f]{64}$/i.test(claimed) &&
    sameHex(jazzCashSecureHash(fields, integritySalt), claimed)
  );
}
