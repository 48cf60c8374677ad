// Without JavaScript the identity form posts to a route handler, which answers with a redirect back to /kyc (or
// /ur/kyc) and the form's state in the kyc_form_state cookie (lib/forms/form-state-cookie.ts).
import { formStateCookie as cookieFor } from '@/lib/forms/form-state-cookie';
import type { Locale } from '@/lib/i18n/locales';
import { COOKIES } from '@/lib/session/cookie-definitions';

export { decodeFormState, encodeFormState, RETURNED_QUERY } from '@/lib/forms/form-state-cookie';

export const FORM_STATE_COOKIE = COOKIES.kycFormState.name;

/** The cookie for the form of the `locale` page: /kyc's, or /ur/kyc's. */
export const formStateCookie = (value: string, secure: boolean, locale: Locale = 'en') =>
  cookieFor(COOKIES.kycFormState, value, secure, locale);
