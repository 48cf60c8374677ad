// The learner's own account (/account): profile, e-mail change, sign-ins, closing it. The data export's
// schema is contract/data-export.ts.
import { z } from 'zod';
import { emailSchema, recoveryCodeSchema } from './auth';
import { NAME_WITHOUT_DIRECTION_CONTROLS, PRINTABLE_ONLY, personName } from './plain-text';

/** The same rules as sign-up; a phone left empty is removed (null). */
export const profileUpdateSchema = z.object({
  full_name: personName(
    z.string().trim().min(1, 'Enter your full name.').max(120, 'Use at most 120 characters.'),
    PRINTABLE_ONLY,
    NAME_WITHOUT_DIRECTION_CONTROLS,
  ),
  /** E.164, e.g. +923001234567; null removes it. */
  phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number in international form, like +923001234567.')
    .nullable(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code.')
    .optional(),
});

/** One live sign-in of the learner, newest first. */
export const signInSchema = z.object({
  id: z.uuid(),
  signed_in_at: z.string(),
  /** The last token refresh of this sign-in (null: not refreshed yet); ISO 8601. */
  last_used_at: z.string().nullable(),
  /** Browser and system from its User-Agent, e.g. "Chrome 131 on Windows"; null where it sent none. */
  device: z.string().nullable(),
  /** The sign-in this request was made with. */
  current: z.boolean(),
});
export const signInListSchema = z.object({ items: z.array(signInSchema) });
export const signInsEndedSchema = z.object({ ended: z.number().int() });

export const emailChangeRequestSchema = z.object({
  new_email: emailSchema,
  current_password: z.string().min(1, 'Enter your current password.').max(128, 'Use at most 128 characters.'),
});
/** `change_id` comes back with the code: a code confirms only the change it was sent for. */
export const emailChangeAcceptedSchema = z.object({ message: z.string(), change_id: z.uuid() });
export const emailChangeConfirmSchema = z.object({
  change_id: z.uuid('Start again: this change has expired.'),
  code: recoveryCodeSchema,
});
/** The token in the "this was not me" link mailed to the old address. */
export const emailChangeRevertSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'This link is not complete. Open it again from the e-mail.'),
});
export const emailChangeRevertedSchema = z.object({ message: z.string(), email: z.string() });

export const closeAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(128, 'Use at most 128 characters.'),
});
/** What closing did with what could not simply be deleted. */
export const accountClosedSchema = z.object({
  message: z.string(),
  /** Open card or wallet orders cancelled (nothing had been paid). */
  orders_cancelled: z.number().int(),
  /** Bank transfers left for staff to decide; confirmed after closing, they are flagged for refund. */
  transfers_awaiting_staff: z.number().int(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type SignIn = z.infer<typeof signInSchema>;
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;
export type AccountClosed = z.infer<typeof accountClosedSchema>;

export const EMAIL_CHANGE_ACCEPTED_MESSAGE =
  'Check the new address: we sent it a 6-digit code. Your address changes only when you enter the code here; it is valid for 30 minutes.';
export const EMAIL_CHANGE_REVERT_DAYS = 7;
