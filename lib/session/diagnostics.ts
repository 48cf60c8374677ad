// Cookie diagnostics shown by /test-cookies: which auth cookies exist and a short prefix of each token,
// never a whole token.
import { AUTH_COOKIE_NAMES, HTTP_ONLY_COOKIES } from './auth-cookies';
import { parseUserDataCookie } from './user-data';

interface CookieReport {
  name: string;
  present: boolean;
  httpOnly: boolean;
  /** Tokens: the first 8 characters and the length; readable cookies: their (short) value. */
  preview: string;
}

const tokenPrefix = (value: string) => `${value.slice(0, 8)}… (${value.length} characters)`;

export function reportCookies(read: (name: string) => string | undefined): CookieReport[] {
  return AUTH_COOKIE_NAMES.map((name) => {
    const value = read(name);
    const httpOnly = HTTP_ONLY_COOKIES.has(name);
    let preview = '—';
    if (value !== undefined) {
      if (httpOnly) preview = tokenPrefix(value);
      else if (name === 'user_data') {
        const { user, malformed } = parseUserDataCookie(value);
        preview = malformed ? 'malformed (will be cleared)' : user ? `${user.full_name} <${user.email}>` : 'empty';
      } else preview = value.slice(0, 16);
    }
    return { name, present: value !== undefined, httpOnly, preview };
  });
}
