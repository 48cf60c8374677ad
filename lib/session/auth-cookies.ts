// The five auth cookies and their attributes, shared by server actions, the proxy and the browser store
// (names, lifetime and HttpOnly from ./cookie-definitions, which the privacy policy lists).
import { COOKIES } from './cookie-definitions';

export const ACCESS_TOKEN_COOKIE = COOKIES.accessToken.name;
export const REFRESH_TOKEN_COOKIE = COOKIES.refreshToken.name;
export const LMS_TOKEN_COOKIE = COOKIES.lmsToken.name;
export const IS_AUTHENTICATED_COOKIE = COOKIES.isAuthenticated.name;
export const USER_DATA_COOKIE = COOKIES.userData.name;

export const AUTH_COOKIE_NAMES = [
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  LMS_TOKEN_COOKIE,
  IS_AUTHENTICATED_COOKIE,
  USER_DATA_COOKIE,
] as const;

const AUTH_COOKIES = [
  COOKIES.accessToken,
  COOKIES.refreshToken,
  COOKIES.lmsToken,
  COOKIES.isAuthenticated,
  COOKIES.userData,
];

/** Scripts never see the tokens; is_authenticated and user_data stay readable for the public pages. */
export const HTTP_ONLY_COOKIES: ReadonlySet<string> = new Set(
  AUTH_COOKIES.filter((cookie) => cookie.httpOnly).map((cookie) => cookie.name),
);

/** Every auth cookie lives 30 days. */
const AUTH_COOKIE_MAX_AGE = COOKIES.accessToken.maxAgeSeconds;

export interface AuthCookieOptions {
  maxAge: number;
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
}

/**
 * `secure`: the site is served over https. On the server that is SITE_URL's scheme (lib/config.ts `siteUsesHttps`),
 * never the request's Host or X-Forwarded-Proto, which a proxy may rewrite; in the browser, the page's own scheme.
 */
export function authCookieOptions(name: string, secure: boolean): AuthCookieOptions {
  return { maxAge: AUTH_COOKIE_MAX_AGE, path: '/', sameSite: 'lax', secure, httpOnly: HTTP_ONLY_COOKIES.has(name) };
}
