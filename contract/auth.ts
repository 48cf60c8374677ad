// Accounts and the session: what the learner sends to sign up, sign in and recover a password,
// and the auth data the platform answers with (field names as the session's cookies and store use them).
import { z } from 'zod';
import { languageSchema } from './language';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './password-rule';
import { NAME_WITHOUT_DIRECTION_CONTROLS, PRINTABLE_ONLY, personName } from './plain-text';
import { languageChoiceSchema } from './language';

export { PASSWORD_RULE, PASSWORD_TOO_SHORT } from './password-rule';
const RECOVERY_CODE_LENGTH = 6;

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(128, 'Use at most 128 characters.');

export const registerRequestSchema = z.object({
  full_name: personName(
    z.string().trim().min(1, 'Enter your full name.').max(120, 'Use at most 120 characters.'),
    PRINTABLE_ONLY,
    NAME_WITHOUT_DIRECTION_CONTROLS,
  ),
  email: emailSchema,
  password: newPasswordSchema,
  /** E.164, e.g. +923001234567. */
  phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number in international form, like +923001234567.')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code.')
    .default('PK'),
  language: languageSchema,
});

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(128, 'Use at most 128 characters.'),
});

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(200) });

export const logoutRequestSchema = z.object({ refresh_token: z.string().min(1).max(200).optional() });

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password.').max(128),
  new_password: newPasswordSchema,
});

export const recoveryCodeRequestSchema = z.object({ email: emailSchema, language: languageSchema });

export const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, `Enter the ${RECOVERY_CODE_LENGTH}-digit code from the e-mail.`);

/** The sign-up the register answer named: a code confirms only the sign-up that asked for it. */
const registrationIdSchema = z.uuid('Start again: this sign-up form has expired.');

/** The code from the registration e-mail, which creates the account and signs it in. */
export const registrationConfirmSchema = z.object({
  registration_id: registrationIdSchema,
  email: emailSchema,
  code: recoveryCodeSchema,
});

/** The code request the recovery answer named: a code sets a password only with the request that asked for it. */
const recoveryIdSchema = z.uuid('Ask for a new code: this form has expired.');

export const passwordResetRequestSchema = z.object({
  recovery_id: recoveryIdSchema,
  email: emailSchema,
  code: recoveryCodeSchema,
  new_password: newPasswordSchema,
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  /** Staff decide the review queues; admins also grant roles and edit the catalogue (contract/staff-admin.ts). */
  role: z.enum(['learner', 'staff', 'admin']).default('learner'),
  /** True from the first identity-verification submission on (has_submitted_kyc in the session). */
  has_submitted_kyc: z.boolean().default(false),
  /** Whether the learner confirmed the address with a code; identity verification and checkout need it. */
  email_verified: z.boolean().default(false),
  /** The language of the learner's e-mails (the one they signed up in, until they change it). */
  language: languageChoiceSchema.default('en'),
});

export const authDataSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  lms_token: z.string(),
  user: userSchema,
  /** ISO 8601 instants. */
  access_token_expiry: z.string(),
  refresh_token_expiry: z.string(),
});

/** A refresh answers only what changed; the session keeps the rest. */
export const refreshedTokensSchema = authDataSchema.pick({
  access_token: true,
  refresh_token: true,
  access_token_expiry: true,
  refresh_token_expiry: true,
});

/** `recovery_id` stays with the browser that asked (the recovery form keeps it) and comes back with the code. */
export const recoveryAcceptedSchema = z.object({ message: z.string(), recovery_id: z.uuid() });
/** `registration_id` stays with whoever signed up (the sign-up form keeps it) and comes back with the code. */
export const registrationAcceptedSchema = z.object({ message: z.string(), registration_id: z.uuid() });

export type RegistrationConfirm = z.infer<typeof registrationConfirmSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type User = z.infer<typeof userSchema>;
export type AuthData = z.infer<typeof authDataSchema>;
export type RefreshedTokens = z.infer<typeof refreshedTokensSchema>;

/** One answer whether or not the account exists. */
export const RECOVERY_ACCEPTED_MESSAGE =
  'If an account uses that e-mail, a 6-digit code is on its way. It is valid for 10 minutes.';
/** One answer whether or not the address already has an account (the e-mail itself says which). */
export const REGISTRATION_ACCEPTED_MESSAGE =
  'Check your e-mail: we sent a message to that address. Enter the 6-digit code from it to finish creating your account; it is valid for 30 minutes. If the address already has an account, the message says how to sign in instead.';
/** One message that does not say which part was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'That e-mail and password do not match an account.';
export const INVALID_CODE_MESSAGE = 'That code is wrong, used or expired. Check the e-mail or request a new code.';
