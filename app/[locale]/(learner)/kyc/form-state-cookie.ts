// Without JavaScript the form posts to a route handler, which answers with a redirect back to /kyc; the form's state
// (what was typed, accepted photos' ids, messages) rides along in a short-lived HttpOnly cookie for /kyc only, read
// once by the page at /kyc?form=returned. It never holds a file or a token.
import { z } from 'zod';
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

export const formStateCookie = (value: string, secure: boolean) => ({
  name: FORM_STATE_COOKIE,
  value,
  path: COOKIES.kycFormState.path,
  httpOnly: COOKIES.kycFormState.httpOnly,
  sameSite: 'lax' as const,
  secure,
  maxAge: value ? MAX_AGE_SECONDS : 0,
});
