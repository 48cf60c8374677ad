'use server';
// Sign-out: end the sign-in on the platform (revokes the refresh family and the LMS token), then clear
// every auth cookie. Clearing happens even if the platform is unreachable.
import { redirect } from 'next/navigation';
import { formLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { signOut } from '../auth/auth-api';
import { REFRESH_TOKEN_COOKIE } from './auth-cookies';
import { createServerCookieJar } from './server-cookie-jar';
import { writeServerSession } from './server-session';

/** Ends the session, then shows the home page in `locale`. */
export async function signOutAction(locale: Locale = DEFAULT_LOCALE): Promise<void> {
  const refreshToken = (await createServerCookieJar({ writable: false })).get(REFRESH_TOKEN_COOKIE);
  if (refreshToken) {
    await signOut(refreshToken).catch((error: unknown) =>
      console.error('sign-out: platform call failed', error instanceof Error ? error.message : ''),
    );
  }
  await writeServerSession((store) => store.logout());
  redirect(localePath(locale, '/'));
}

/** The same, in the shape useActionState needs (it never returns: sign-out ends in a redirect). */
export async function signOutFormAction(previous: null, formData?: FormData): Promise<null> {
  await signOutAction(formData ? formLocale(formData) : DEFAULT_LOCALE);
  return previous;
}
