// Cookie access on the server. Server actions and route handlers may write; server components only
// read (the proxy and the actions do the writing), so their jar ignores writes.
import 'server-only';
import { cookies } from 'next/headers';
import { siteUsesHttps } from '../config';
import type { CookieJar } from './session-store';

export async function createServerCookieJar({ writable }: { writable: boolean }): Promise<CookieJar> {
  const store = await cookies();
  return {
    secure: siteUsesHttps(),
    get: (name) => store.get(name)?.value,
    has: (name) => store.has(name),
    set: (name, value, options) => {
      if (writable) store.set({ name, value, ...options });
    },
    delete: (name, options) => {
      if (writable) store.set({ name, value: '', ...options, maxAge: 0 });
    },
  };
}
