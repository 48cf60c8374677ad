// The signed-in learner on the server, verified by the platform on every request: cookies alone
// (a forged is_authenticated=true, a tampered or expired token) never give learner data.
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { LearnerDashboard, User } from '@/contract';
import { localePath, splitLocale } from '@/lib/i18n/locale-path';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { PlatformProblemError } from '../api/errors';
import { getCurrentUser } from '../auth/auth-api';
import { getLearnerDashboard } from '../api/dashboard';
import { createServerCookieJar } from './server-cookie-jar';
import { serverSessionLog } from './server-log';
import {
  createSessionStore,
  signedInTokens,
  TOKENS_INVALID_MESSAGE,
  type SessionState,
  type SessionStore,
} from './session-store';
import { AUTH_COOKIE_NAMES, HTTP_ONLY_COOKIES } from './auth-cookies';

export interface ServerSession {
  user: User;
  accessToken: string;
  refreshToken: string;
  /** What the dashboard's "Go to my courses" posts to the LMS ('' when the cookie is absent). */
  lmsToken: string;
}

/** What the browser's session store starts from. */
interface SessionSnapshot {
  isAuthenticated: boolean;
  user: User | null;
  /** Which HttpOnly cookies exist (the browser cannot see them). */
  httpOnlyPresent: string[];
}

/** The session as the request's cookies state it (started: a broken sign-in reads as signed out), for reading only. */
export async function readServerSession(): Promise<SessionState> {
  return createSessionStore({ jar: await createServerCookieJar({ writable: false }), log: serverSessionLog }).start();
}

/** Runs session writes (sign-in, a new user, sign-out) in an action, returning once their cookies are on the response. */
export async function writeServerSession(write: (store: SessionStore) => void): Promise<void> {
  const jar = await createServerCookieJar({ writable: true });
  write(createSessionStore({ jar, log: serverSessionLog }));
  await jar.flush();
}

/** A session whose platform answer also carried the learner's dashboard (GET /me/dashboard). */
interface DashboardSession extends ServerSession {
  dashboard: LearnerDashboard;
}

type Tokens = Pick<ServerSession, 'accessToken' | 'refreshToken' | 'lmsToken'>;

/** The request's cookies, read-only, once per render (layout, page and snapshot share them). */
const requestCookieJar = cache(() => createServerCookieJar({ writable: false }));

/** `read` with the request's access token: null when the request has none or the platform refuses it (401). */
async function asSignedIn<T>(read: (accessToken: string) => Promise<T>): Promise<{ tokens: Tokens; answer: T } | null> {
  // A request claiming to be the proxy's own subrequest is an attack on the proxy (CVE-2025-29927).
  if ((await headers()).has('x-middleware-subrequest')) return null;
  // Only the tokens: the user_data cookie is the browser's copy, and the platform's answer replaces it here.
  const jar = await requestCookieJar();
  const tokens = signedInTokens(jar);
  // A visitor who never signed in has nothing to log out; only a broken session is worth a log line.
  if (!tokens && AUTH_COOKIE_NAMES.some((name) => jar.has(name))) serverSessionLog.info(TOKENS_INVALID_MESSAGE);
  if (!tokens?.access_token) return null;
  try {
    return {
      tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, lmsToken: tokens.lms_token },
      answer: await read(tokens.access_token),
    };
  } catch (error) {
    // The platform refused the tokens: this request is signed out (the proxy clears the cookies on its next pass).
    if (error instanceof PlatformProblemError && error.status === 401) {
      serverSessionLog.info(TOKENS_INVALID_MESSAGE);
      return null;
    }
    throw error;
  }
}

export const getSession = cache(async (): Promise<ServerSession | null> => {
  const signedIn = await asSignedIn(getCurrentUser);
  return signedIn && { user: signedIn.answer, ...signedIn.tokens };
});

/**
 * The session and the dashboard from one platform call, once per request: the dashboard and its layout share it
 * instead of asking /auth/me and then each list. Still verified on every request, never kept across requests.
 */
export const getDashboardSession = cache(async (): Promise<DashboardSession | null> => {
  const signedIn = await asSignedIn(getLearnerDashboard);
  return signedIn && { user: signedIn.answer.learner, dashboard: signedIn.answer, ...signedIn.tokens };
});

// An Urdu page's learner signs in on the Urdu sign-in page.
const orLogin = <S extends ServerSession>(session: S | null, returnTo: string): S => {
  if (!session) redirect(`${localePath(splitLocale(returnTo).locale, '/login')}?next=${encodeURIComponent(returnTo)}`);
  return session;
};

/** The session, or a redirect to /login that comes back to `returnTo`. */
export async function requireSession(returnTo: string): Promise<ServerSession> {
  return orLogin(await getSession(), returnTo);
}

/** The dashboard's session with its data, or a redirect to /login that comes back to the dashboard in `locale`. */
export async function requireDashboardSession(locale: Locale = DEFAULT_LOCALE): Promise<DashboardSession> {
  return orLogin(await getDashboardSession(), localePath(locale, '/user-dashboard'));
}

/** The snapshot of the session `source` verified (getSession unless the page's own call proves it). */
export async function getSessionSnapshot(
  source: () => Promise<ServerSession | null> = getSession,
): Promise<SessionSnapshot> {
  const [session, jar] = await Promise.all([source(), requestCookieJar()]);
  return {
    isAuthenticated: Boolean(session),
    user: session?.user ?? null,
    httpOnlyPresent: session ? [...HTTP_ONLY_COOKIES].filter((name) => jar.has(name)) : [],
  };
}
