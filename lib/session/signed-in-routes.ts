// The routes only a signed-in learner (or staff member) can open: proxy.ts sends anyone else to /login, so a
// visitor's browser has nothing to prefetch there and crawlers are kept out.
import { splitLocale } from '@/lib/i18n/locale-path';
import { IS_AUTHENTICATED_COOKIE } from './auth-cookies';

export const SIGNED_IN_ROUTES = ['/user-dashboard', '/checkout', '/kyc', '/staff', '/account'] as const;

/** Where proxy.ts rewrites /learning-path for a visitor whose cookies say signed in: the path with their progress. */
export const LEARNER_PROGRESS_PATH = '/learning-path/progress';

/** Whether a link's target (a path, with or without query and fragment, in any language) is one of them. */
export function isSignedInRoute(href: string): boolean {
  const { path } = splitLocale(href.split(/[?#]/, 1)[0] ?? '');
  return SIGNED_IN_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

/** The readable half of "signed in" (is_authenticated=true); the browser cannot see the HttpOnly access token. */
export function cookiesSaySignedIn(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${IS_AUTHENTICATED_COOKIE}=true`);
}
