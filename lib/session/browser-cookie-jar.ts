// Cookie access in the browser, on document.cookie with the `cookie` package: cookies-next's client side measured 2,148 B gzip
// (minified with esbuild, beside the `cookie` parser the header already loads) on the sign-in and signed-in pages,
// over the 1 KB a page may pay for it; the server keeps cookies-next (lib/session/server-cookie-jar.ts). The
// HttpOnly tokens are invisible here; the server tells which of them exist.
import { parse, serialize } from 'cookie';
import type { AuthCookieOptions } from './auth-cookies';
import type { CookieJar } from './session-store';

// Browsers refuse HttpOnly from scripts; the server sets those, so the browser only ever writes the readable ones.
const write = (name: string, value: string, { path, secure }: AuthCookieOptions, maxAge: number) =>
  void (document.cookie = serialize(name, value, { maxAge, path, sameSite: 'lax', secure }));

// The `cookie` parser the public header already loads: a value with a broken escape (anything on the site's domain can
// write one) reads as its raw text, which the store then treats as any other unreadable session cookie.
const read = (name: string) => parse(document.cookie)[name];

/** The session's jar in the browser; `httpOnlyPresent` names the HttpOnly cookies the server saw. */
export function createBrowserCookieJar(httpOnlyPresent: ReadonlySet<string> = new Set()): CookieJar {
  return {
    secure: window.location.protocol === 'https:',
    get: read,
    has: (name) => httpOnlyPresent.has(name) || read(name) !== undefined,
    set: (name, value, options) => write(name, value, options, options.maxAge),
    // Max-Age=0, as the server deletes.
    delete: (name, options) => write(name, '', options, 0),
  };
}
