// A form posted without JavaScript to a route handler (one that streams its files) is answered with a redirect back to
// its page; the form's state (what was typed, the messages) rides along in a short-lived HttpOnly cookie for that
// page's path only, read once by the page at ?form=returned. It never holds a file or a token.
import { z } from 'zod';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import type { ActionState } from './action-state';

export const RETURNED_QUERY = 'returned';

/** The cookie's name, lifetime, path (of the English page) and HttpOnly, from lib/session/cookie-definitions.ts. */
interface FormStateCookieDefinition {
  name: string;
  maxAgeSeconds: number;
  path: string;
  httpOnly: boolean;
}

type ReturnedState = Pick<ActionState, 'values' | 'fieldErrors' | 'formError' | 'submission'>;

const stateSchema = z.object({
  values: z.record(z.string(), z.string().max(200)),
  fieldErrors: z.record(z.string(), z.string().max(400)),
  formError: z.string().max(400).optional(),
  submission: z.number().int().nonnegative(),
});

export function encodeFormState(state: ReturnedState): string {
  const { values, fieldErrors, formError, submission } = state;
  return Buffer.from(JSON.stringify({ values, fieldErrors, ...(formError ? { formError } : {}), submission })).toString(
    'base64url',
  );
}

export function decodeFormState(raw: string | undefined): ReturnedState | null {
  if (!raw) return null;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cookie for the form of the `locale` page (/kyc's or /ur/kyc's); an empty value clears it. */
export const formStateCookie = (
  definition: FormStateCookieDefinition,
  value: string,
  secure: boolean,
  locale: Locale = 'en',
) => ({
  name: definition.name,
  value,
  path: localePath(locale, definition.path),
  httpOnly: definition.httpOnly,
  sameSite: 'lax' as const,
  secure,
  maxAge: value ? definition.maxAgeSeconds : 0,
});
