// After a password reset the sign-in form opens with the address filled in. The address travels in a short-lived
// HttpOnly cookie sent only to the sign-in page (/login, or /ur/login after an Urdu reset), never in the URL (where
// it would end up in logs, history and referrers).
import 'server-only';
import { cookies } from 'next/headers';
import { emailSchema } from '@/contract';
import { siteUsesHttps } from '@/lib/config';
import { COOKIES } from '@/lib/session/cookie-definitions';

const RECOVERED_EMAIL_COOKIE = COOKIES.recoveredEmail.name;
/** Ten minutes: the time to go from the reset to signing in, not a lasting trace of the address. */
const { maxAgeSeconds: MAX_AGE_SECONDS, path: PATH, httpOnly: HTTP_ONLY } = COOKIES.recoveredEmail;

/** In the reset action, once the platform has set the new password; `loginPath` is the sign-in page it goes to. */
export async function rememberRecoveredEmail(email: string, loginPath: string = PATH): Promise<void> {
  // Secure as the session cookies are: by SITE_URL's scheme, never the request's.
  (await cookies()).set({
    name: RECOVERED_EMAIL_COOKIE,
    value: email,
    maxAge: MAX_AGE_SECONDS,
    path: loginPath,
    sameSite: 'lax',
    secure: siteUsesHttps(),
    httpOnly: HTTP_ONLY,
  });
}

/** On /login: the address of a reset just made, if it is one. */
export async function recoveredEmail(): Promise<string | undefined> {
  const parsed = emailSchema.safeParse((await cookies()).get(RECOVERED_EMAIL_COOKIE)?.value);
  return parsed.success ? parsed.data : undefined;
}

/** Once signed in (on the sign-in page at `loginPath`), the address has served its purpose. */
export async function forgetRecoveredEmail(loginPath: string = PATH): Promise<void> {
  const jar = await cookies();
  if (jar.has(RECOVERED_EMAIL_COOKIE)) jar.delete({ name: RECOVERED_EMAIL_COOKIE, path: loginPath });
}
