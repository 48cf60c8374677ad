// The platform is the authority on the password rule: length in the contract's schema, strength here
// with the same judgement the password field shows as the learner types.
import { judgePassword, type PasswordOwner } from '@/contract/password-strength';
import { unprocessable } from '../../domain-errors';

/** Throws a 422 naming `field` when zxcvbn-ts rates the password under 3 of 4 for this learner. */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const { strong, advice } = judgePassword(password, owner);
  if (!strong) throw unprocessable(advice, { [field]: [advice] });
}
