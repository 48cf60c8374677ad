// Human-friendly references a learner can read out on the phone: no 0/O or 1/I to confuse.
import { randomBytes } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newReference(prefix: string, length = 8): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += ALPHABET.charAt(byte % ALPHABET.length);
  return `${prefix}-${code}`;
}
