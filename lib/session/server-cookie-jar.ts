// Cookie access on the server: cookies-next over Next's cookies(). Server actions and route handlers may write;
// server components only read (the proxy and the actions do the writing), so their jar ignores writes.
import 'server-only';
import { cookies } from 'next/headers';
import { getCookies, setCookie } from 'cookies-next/server';
import { siteUsesHttps } from '../config';
import type { AuthCookieOptions } from './auth-cookies';
import type { CookieJar } from './session-store';

interface ServerCookieJar extends CookieJar {
  /** Resolves once every write so far is on the response: cookies-next writes asynchronously, the store does not wait. */
  flush(): Promise<void>;
}

export async function createServerCookieJar({ writable }: { writable: boolean }): Promise<ServerCookieJar> {
  // The request's cookies as Next decoded them (getCookie would decode them again), then this jar's own writes.
  const values = new Map(
    Object.entries(await getCookies({ cookies })).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const pending: Promise<void>[] = [];
  const write = (name: string, value: string, options: AuthCookieOptions) => {
    if (!writable) return;
    values.set(name, value);
    pending.push(setCookie(name, value, { cookies, ...options }));
  };
  return {
    secure: siteUsesHttps(),
    get: (name) => values.get(name),
    has: (name) => values.has(name),
    set: write,
    // Max-Age=0 (cookies-next's deleteCookie would send -1), with the cookie's own path and flags.
    delete: (name, options) => write(name, '', { ...options, maxAge: 0 }),
    flush: async () => {
      await Promise.all(pending.splice(0));
    },
  };
}
