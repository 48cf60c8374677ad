// The session's click_enroll_button, kept across sign-in and sign-up: a visitor who pressed "Enrol" carries
// a short-lived cookie naming the programme, so whichever way they get an account they land back in checkout.
import { isSlug } from '@/contract/slug';
import type { AuthCookieOptions } from './auth-cookies';
import { COOKIES } from './cookie-definitions';

export const ENROLMENT_INTENT_COOKIE = COOKIES.enrolmentIntent.name;
/** An hour: long enough to register, short enough not to surprise a later visit. */
const ENROLMENT_INTENT_MAX_AGE = COOKIES.enrolmentIntent.maxAgeSeconds;

export function enrolmentIntentCookieOptions(secure: boolean): AuthCookieOptions {
  return {
    maxAge: ENROLMENT_INTENT_MAX_AGE,
    path: COOKIES.enrolmentIntent.path,
    sameSite: 'lax',
    secure,
    httpOnly: COOKIES.enrolmentIntent.httpOnly,
  };
}

/** The programme slug in the cookie, or null when absent or not a slug. */
export function parseEnrolmentIntent(value: string | undefined): string | null {
  return isSlug(value) ? value : null;
}
