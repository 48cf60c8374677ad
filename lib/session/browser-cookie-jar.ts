// Cookie access in the browser, hand-written on document.cookie: cookies-next's client side measured 2,148 B gzip
// (minified with esbuild, beside the `cookie` parser the header already loads) on the sign-in and signed-in pages,
// over the 1 KB a page may pay for it; the server keeps cookies-next (lib/session/server-cookie-jar.ts). The
// HttpOnly tokens are invisible here; the server tells which of them exist.
import type { AuthCookieOptions } from './auth-cookies';
import type { CookieJar } from './session-store';

// Browsers refuse HttpOnly from scripts; the server sets those, so the browser only ever writes the readable ones.
const serialize = (name: string, value: string, { path, secure }: AuthCookieOptions, maxAge: number) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`;

const read = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The session's jar in the browser; `httpOnlyPresent` names the HttpOnly cookies the server saw. */
export function createBrowserCookieJar(httpOnlyPresent: ReadonlySet<string> = new Set()): CookieJar {
  return {
    secure: window.location.protocol === 'https:',
    get: (name) => {
      const raw = read(name);
      if (raw === undefined) return undefined;
      // Any script or extension on the site's domain can write a cookie: a broken escape reads as no cookie, and the
      // store then treats the session as it does any other unreadable value.
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    },
    has: (name) => httpOnlyPresent.has(name) || read(name) !== undefined,
    set: (name, value, options) => void (document.cookie = serialize(name, value, options, options.maxAge)),
    // Max-Age=0, as the server deletes.
    delete: (name, options) => void (document.cookie = serialize(name, '', options, 0)),
  };
}

/** The same jar without HttpOnly knowledge: the store's second try when a write throws. */
export const createDocumentCookieJar = (): CookieJar => createBrowserCookieJar();
