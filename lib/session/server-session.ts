// The signed-in learner on the server, verified by the platform on every request: cookies alone
// (a forged is_authenticated=true, a tampered or expired token) never give learner data.
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { User } from '@/contract';
import { PlatformProblemError } from '../api/errors';
import { getCurrentUser } from '../auth/auth-api';
import { createServerCookieJar } from './server-cookie-jar';
import { serverSessionLog } from './server-log';
import { createSessionStore, TOKENS_INVALID_MESSAGE, type SessionStore } from './session-store';
import { HTTP_ONLY_COOKIES } from './auth-cookies';

export interface ServerSession {
  user: User;
  accessToken: string;
  refreshToken: string;
}

/** What the browser's session store starts from. */
export interface SessionSnapshot {
  isAuthenticated: boolean;
  user: User | null;
  /** Which HttpOnly cookies exist (the browser cannot see them). */
  httpOnlyPresent: string[];
}

export async function createServerSessionStore({ writable }: { writable: boolean }): Promise<SessionStore> {
  return createSessionStore({ jar: await createServerCookieJar({ writable }), log: serverSessionLog });
}

export const getSession = cache(async (): Promise<ServerSession | null> => {
  // A request claiming to be the proxy's own subrequest is an attack on the proxy (CVE-2025-29927).
  if ((await headers()).has('x-middleware-subrequest')) return null;
  const state = (await createServerSessionStore({ writable: false })).start();
  if (!state.isAuthenticated || !state.access_token) return null;
  try {
    const user = await getCurrentUser(state.access_token);
    return { user, accessToken: state.access_token, refreshToken: state.refresh_token };
  } catch (error) {
    // The platform refused the tokens: this request is signed out (the proxy clears the cookies on its next pass).
    if (error instanceof PlatformProblemError && error.status === 401) {
      serverSessionLog.info(TOKENS_INVALID_MESSAGE);
      return null;
    }
    throw error;
  }
});

/** The session, or a redirect to /login that comes back to `returnTo`. */
export async function requireSession(returnTo: string): Promise<ServerSession> {
  const session = await getSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  return session;
}

export async function getSessionSnapshot(): Promise<SessionSnapshot> {
  const session = await getSession();
  const jar = await createServerCookieJar({ writable: false });
  return {
    isAuthenticated: Boolean(session),
    user: session?.user ?? null,
    httpOnlyPresent: session ? [...HTTP_ONLY_COOKIES].filter((name) => jar.has(name)) : [],
  };
}
