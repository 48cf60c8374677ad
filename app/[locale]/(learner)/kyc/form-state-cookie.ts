// Without JavaScript the form posts to a route handler, which answers with a redirect back to /kyc (or /ur/kyc); the
// form's state (what was typed, accepted photos' ids, messages) rides along in a short-lived HttpOnly cookie for that
// page's path only, read once by the page at /kyc?form=returned. It never holds a file or a token.
import { z } from 'zod';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { COOKIES } from '@/lib/session/cookie-definitions';
import type { KycFormState } from './kyc-submission';

export const FORM_STATE_COOKIE = COOKIES.kycFormState.name;
export const RETURNED_QUERY = 'returned';
const MAX_AGE_SECONDS = COOKIES.kycFormState.maxAgeSeconds;

const stateSchema = z.object({
  values: z.record(z.string(), z.string().max(200)),
  fieldErrors: z.record(z.string(), z.string().max(400)),
  formError: z.string().max(400).optional(),
  submission: z.number().int().nonnegative(),
});

export function encodeFormState(state: KycFormState): string {
  const { values, fieldErrors, formError, submission } = state;
  return Buffer.from(JSON.stringify({ values, fieldErrors, ...(formError ? { formError } : {}), submission })).toString(
    'base64url',
  );
}

export function decodeFormState(raw: string | undefined): KycFormState | null {
  if (!raw) return null;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cookie for the form of the `locale` page: /kyc's, or /ur/kyc's. */
export const formStateCookie = (value: string, secure: boolean, locale: Locale = 'en') => ({
  name: FORM_STATE_COOKIE,
  value,
  path: localePath(locale, COOKIES.kycFormState.path),
  httpOnly: COOKIES.kycFormState.httpOnly,
  sameSite: 'lax' as const,
  secure,
  maxAge: value ? MAX_AGE_SECONDS : 0,
});
