// The limits of the two flows that e-mail a 6-digit code (sign-up and password recovery), in one table: sending a
// code and guessing it, per account at one client address, per address and per account. Past a limit the waits
// grow (../../http/throttle.ts).
import { accountScope, addressScope } from '../../http/rate-limit';
import { accountAtAddressScope, type ThrottleRule } from '../../http/throttle';

const HOUR = 3600;

/**
 * Codes sent (each is a mail): 5 an hour for the account from one client address, `perAddress` an hour per address
 * (sign-up 20, recovery 30), 20 an hour for the account from everywhere except the owner's own address (`own`,
 * own-address.ts), which strangers' requests cannot close; unknown address: 5 an hour for the account.
 */
export const codeSendRules = (
  email: string,
  address: string | undefined,
  perAddress: number,
  own = false,
): ThrottleRule[] =>
  address
    ? [
        { scope: accountAtAddressScope(email, address), free: 5, windowSeconds: HOUR },
        { scope: addressScope(address), free: perAddress, windowSeconds: HOUR },
        ...(own ? [] : [{ scope: accountScope(email), free: 20, windowSeconds: HOUR }]),
      ]
    : [{ scope: accountScope(email), free: 5, windowSeconds: HOUR }];

/** Code guesses: 10 an hour for the account from one client address, 50 per 15 minutes per address. */
export const codeGuessRules = (email: string, address: string | undefined): ThrottleRule[] =>
  address
    ? [
        { scope: accountAtAddressScope(email, address), free: 10, windowSeconds: HOUR },
        { scope: addressScope(address), free: 50, windowSeconds: 900 },
      ]
    : [{ scope: accountScope(email), free: 10, windowSeconds: HOUR }];
