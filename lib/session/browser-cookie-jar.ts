// Cookie access in the browser: cookies-next for the readable cookies, hand-written document.cookie as the fallback
// when a write fails. The HttpOnly tokens are invisible here; the server tells which of them exist. Only signed-in
// and sign-in pages load this; the public header reads its two cookies with the `cookie` parser alone
// (components/layout/header-account.tsx), where cookies-next would cost every public page more.
import { getCookie, hasCookie, setCookie } from 'cookies-next/client';
import type { AuthCookieOptions } from './auth-cookies';
import type { CookieJar } from './session-store';

export function createBrowserCookieJar(httpOnlyPresent: ReadonlySet<string> = new Set()): CookieJar {
  return {
    secure: window.location.protocol === 'https:',
    get: (name) => getCookie(name),
    has: (name) => httpOnlyPresent.has(name) || hasCookie(name),
    set: (name, value, options) => setCookie(name, value, toClientOptions(options)),
    // Max-Age=0, as the server deletes (cookies-next's deleteCookie would send -1).
    delete: (name, options) => setCookie(name, '', { ...toClientOptions(options), maxAge: 0 }),
  };
}

// Browsers refuse HttpOnly from scripts; the server sets those, so the browser only ever writes the readable ones.
const toClientOptions = ({ maxAge, path, sameSite, secure }: AuthCookieOptions) => ({ maxAge, path, sameSite, secure });

/** Writes with document.cookie directly, for when the `cookie` serializer under cookies-next refuses a write. */
export function createDocumentCookieJar(): CookieJar {
  const serialize = (name: string, value: string, options: AuthCookieOptions, maxAge: number) =>
    `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${options.path}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const read = (name: string) =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1);
  return {
    secure: window.location.protocol === 'https:',
    get: (name) => {
      const raw = read(name);
      return raw === undefined ? undefined : decodeURIComponent(raw);
    },
    has: (name) => read(name) !== undefined,
    set: (name, value, options) => void (document.cookie = serialize(name, value, options, options.maxAge)),
    delete: (name, options) => void (document.cookie = serialize(name, '', options, 0)),
  };
}
