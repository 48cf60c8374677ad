// Cookie access in the browser: cookies-next for the readable cookies, document.cookie as the fallback
// when a write fails. The HttpOnly tokens are invisible here; the server tells which of them exist.
import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import type { AuthCookieOptions } from './auth-cookies';
import type { CookieJar } from './session-store';

export function createBrowserCookieJar(httpOnlyPresent: ReadonlySet<string> = new Set()): CookieJar {
  return {
    secure: window.location.protocol === 'https:',
    get: (name) => {
      const value = getCookie(name);
      return typeof value === 'string' ? value : undefined;
    },
    has: (name) => httpOnlyPresent.has(name) || getCookie(name) !== undefined,
    set: (name, value, options) => setCookie(name, value, toClientOptions(options)),
    delete: (name, options) => deleteCookie(name, toClientOptions(options)),
  };
}

// Browsers refuse HttpOnly from scripts; the server sets those, so the browser only ever writes the readable ones.
const toClientOptions = ({ maxAge, path, sameSite, secure }: AuthCookieOptions) => ({ maxAge, path, sameSite, secure });

/** Writes with document.cookie directly, for when cookies-next fails. */
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
