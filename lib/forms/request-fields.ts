// The fields the public request forms (support, scholarship application) validate alike: the sender's
// e-mail address and the Idempotency-Key the form's render carried.
import { z } from 'zod';

export const emailInputSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .pipe(
    z
      .email('Enter an e-mail address like name@example.com.')
      .max(254, 'Your e-mail address must be at most 254 characters.'),
  );

/** A form rendered long ago (or forged) carries no valid key: a reload gives a fresh one. */
export const idempotencyKeySchema = z.uuid('The form has expired: reload the page and send it again.');
