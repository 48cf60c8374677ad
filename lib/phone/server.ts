// Server-side phone checks for server actions and the platform alike: re-parse what the browser sent,
// never trusting its verdict, and answer an E.164 number or the human message for the field.
import { z } from 'zod';
import { phoneErrorMessage, type PhoneMode } from './constants';
import { countryName, isCountryCode } from './countries';
import { checkPhone } from './validate';

type PhoneVerdict = { ok: true; e164: string; country: string } | { ok: false; message: string };

export function verifyPhone(typed: string, country: string | undefined, mode: PhoneMode = 'auto'): PhoneVerdict {
  const validity = checkPhone(typed, { country, mode });
  if (validity.valid) return { ok: true, e164: validity.e164, country: validity.country ?? '' };
  if (typed.trim() === '') return { ok: false, message: 'Enter a phone number.' };
  const kind = validity.error ?? 'invalid-number';
  return { ok: false, message: phoneErrorMessage(kind, validity.country ? countryName(validity.country) : undefined) };
}

const phonePairSchema = z.object({ typed: z.string().max(100).default(''), country: z.string().max(2).optional() });
type PhonePair = z.infer<typeof phonePairSchema>;

function toE164(input: PhonePair, ctx: z.RefinementCtx): string {
  const country = input.country && isCountryCode(input.country.toUpperCase()) ? input.country.toUpperCase() : undefined;
  const verdict = verifyPhone(input.typed, country);
  if (verdict.ok) return verdict.e164;
  ctx.addIssue({ code: 'custom', message: verdict.message });
  return z.NEVER;
}

/** The pair the field posts ({ typed, country }) as a required E.164 number. */
export const phoneInputSchema = () => phonePairSchema.transform(toE164);

/** The same, but an empty field is fine (undefined). */
export const optionalPhoneInputSchema = () =>
  phonePairSchema.transform((input, ctx) => (input.typed.trim() === '' ? undefined : toE164(input, ctx)));
