// Optimistic routing for signed-in pages. Signed in means is_authenticated=true and an access-token cookie;
// anything else goes to /login?next=…, and a session that ends this way (a refresh token alone, a refresh
// the platform refuses) has its cookies cleared and is logged. An access token about to expire is refreshed
// before the page renders, the new cookies going both to the page (request) and to the browser (response). Every page
// rendered here gets a per-request script nonce (lib/headers/page-policy.ts), the sign-in pages too, which need no
// session but are rendered per request all the same.
// Access is still decided by the platform, which pages ask on every request.
import { NextResponse, type NextRequest } from 'next/server';
import { isPlatformAvailable } from '@/lib/api/platform-health';
import { refreshAccessToken } from '@/lib/auth/refresh-access-token';
import { expiresWithin } from '@/lib/auth/token-expiry';
import { config as clientConfig, siteUrl, siteUsesHttps } from '@/lib/config';
import { pageMethods } from '@/lib/headers/page-methods';
import { pagePolicy } from '@/lib/headers/page-policy';
import { localePath, splitLocale } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { enrollingProgramme } from '@/lib/checkout/checkout-url';
import { ENROLMENT_INTENT_COOKIE, enrolmentIntentCookieOptions } from '@/lib/session/enrolment-intent-cookie';
import {
  ACCESS_TOKEN_COOKIE,
  AUTH_COOKIE_NAMES,
  IS_AUTHENTICATED_COOKIE,
  REFRESH_TOKEN_COOKIE,
  authCookieOptions,
} from '@/lib/session/auth-cookies';
import { serverSessionLog } from '@/lib/session/server-log';
import { REQUESTED_PATH_HEADER } from '@/lib/requested-path';
import { TOKENS_INVALID_MESSAGE } from '@/lib/session/session-store';
import { isSignedInRoute, LEARNER_PROGRESS_PATH } from '@/lib/session/signed-in-routes';

/** Refresh when less than this is left, so the token cannot expire while the page renders. */
const REFRESH_MARGIN_MS = 60_000;

function toLogin(request: NextRequest): NextResponse {
  // An Urdu page (/ur/user-dashboard) is signed in for on the Urdu sign-in page.
  const login = localePath(splitLocale(request.nextUrl.pathname).locale, '/login');
  const url = siteUrl(`${login}?next=${encodeURIComponent(request.nextUrl.pathname + request.nextUrl.search)}`);
  const response = NextResponse.redirect(url);
  // "Enrol" pressed while signed out: remember the programme across sign-in or sign-up (click_enroll_button).
  const programme = enrollingProgramme(request.nextUrl.pathname + request.nextUrl.search);
  if (programme)
    response.cookies.set({
      name: ENROLMENT_INTENT_COOKIE,
      value: programme,
      ...enrolmentIntentCookieOptions(siteUsesHttps()),
    });
  return response;
}

/** Ends a session whose tokens are gone, expired or refused: logged, every auth cookie cleared, then /login. */
function endSession(request: NextRequest): NextResponse {
  serverSessionLog.info(TOKENS_INVALID_MESSAGE);
  const response = toLogin(request);
  for (const name of AUTH_COOKIE_NAMES)
    response.cookies.set({ name, value: '', ...authCookieOptions(name, siteUsesHttps()), maxAge: 0 });
  return response;
}

/**
 * Renders the page asked for under its own Content-Security-Policy: on the request, where Next finds the nonce for
 * its scripts, and on the response, where it replaces next.config's static policy. Only pages rendered for this
 * request: a redirect or the 503 page (a static document, no script) keeps the static one.
 */
function render(
  request: NextRequest,
  respond: (init: { request: { headers: Headers } }) => NextResponse = (init) => NextResponse.next(init),
): NextResponse {
  const policy = pagePolicy(request.nextUrl.pathname);
  request.headers.set('Content-Security-Policy', policy);
  const response = respond({ request: { headers: request.headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * The platform does not answer: the outage page (app/(status)/service-unavailable/route.ts, a 503 with Retry-After)
 * in place of the page asked for, whose path and query its "Try again" loads. A rewrite, so the address stays.
 */
function serviceUnavailable(request: NextRequest): NextResponse {
  request.headers.set(REQUESTED_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.rewrite(new URL('/service-unavailable', request.url), { request: { headers: request.headers } });
}

/**
 * /learning-path (or /ur/learning-path) for a visitor whose cookies say signed in: rewritten to /learning-path/progress
 * (or /ur/learning-path/progress), the same page with the learner's own progress rendered per request, while every
 * other visitor gets the cached page. A token about to expire is refreshed first (not for a prefetch, see the
 * matcher); a session that cannot be shown gets the public page.
 */
async function learningPath(request: NextRequest, locale: Locale): Promise<NextResponse> {
  const { signedIn, accessToken, refreshToken } = sessionCookies(request);
  if (!signedIn || !accessToken || request.nextUrl.searchParams.has('programme')) return NextResponse.next();
  const personal = new URL(localePath(locale, LEARNER_PROGRESS_PATH), request.url);
  // The learner's own page is rendered per request: its scripts run with this response's nonce.
  const renderPersonal = () => render(request, (init) => NextResponse.rewrite(personal, init));
  if (!expiresWithin(accessToken, REFRESH_MARGIN_MS)) return renderPersonal();
  if (!refreshToken || isPrefetch(request)) return NextResponse.next();
  return withFreshTokens(request, refreshToken, renderPersonal, () => NextResponse.next());
}

/** What the session cookies say: signed in, and the two tokens (either may be missing). */
function sessionCookies(request: NextRequest) {
  return {
    signedIn: request.cookies.get(IS_AUTHENTICATED_COOKIE)?.value === 'true',
    accessToken: request.cookies.get(ACCESS_TOKEN_COOKIE)?.value,
    refreshToken: request.cookies.get(REFRESH_TOKEN_COOKIE)?.value,
  };
}

/**
 * Refreshes the session, then responds with the new tokens going both to the page (the request) and to the browser
 * (the response); `failed` answers when the platform refuses the refresh token or does not answer.
 */
async function withFreshTokens(
  request: NextRequest,
  refreshToken: string,
  respond: () => NextResponse,
  failed: (reason: 'rejected' | 'unavailable') => NextResponse,
): Promise<NextResponse> {
  const { PLATFORM_API_URL, PLATFORM_TIMEOUT_MS } = clientConfig();
  const outcome = await refreshAccessToken(refreshToken, {
    platformApiUrl: PLATFORM_API_URL,
    timeoutMs: PLATFORM_TIMEOUT_MS,
  });
  if (!outcome.ok) return failed(outcome.reason);
  const { access_token, refresh_token } = outcome.tokens;
  const fresh = { [ACCESS_TOKEN_COOKIE]: access_token, [REFRESH_TOKEN_COOKIE]: refresh_token };
  for (const [name, value] of Object.entries(fresh)) request.cookies.set(name, value);
  const response = respond();
  for (const [name, value] of Object.entries(fresh))
    response.cookies.set({ name, value, ...authCookieOptions(name, siteUsesHttps()) });
  return response;
}

// Next's own prefetch header (next-router-prefetch) is taken off the request before the proxy sees it, so the matcher
// keeps prefetches of signed-in pages out; this sees the browsers' own (Purpose, Sec-Purpose) on the learning path.
const isPrefetch = (request: NextRequest) =>
  request.headers.has('next-router-prefetch') ||
  request.headers.get('purpose') === 'prefetch' ||
  /prefetch/.test(request.headers.get('sec-purpose') ?? '');

/**
 * A server action (Next-Action header) posted without Origin: Next.js compares Origin with the host itself, but lets
 * a post without one through. Every browser sends Origin on a POST, a form without JavaScript too, so such a post comes
 * from a script, or from a browser that also says Sec-Fetch-Site, which only same-origin lets by (the action checks
 * the session itself either way).
 */
function originlessAction(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'POST' || !request.headers.has('next-action') || request.headers.has('origin')) return;
  if (request.headers.get('sec-fetch-site') === 'same-origin') return NextResponse.next();
  return new NextResponse('Forbidden', { status: 403, headers: { 'cache-control': 'no-store' } });
}

/** A method the page does not answer (PUT, DELETE, OPTIONS…): 405 with the methods it does, before Next renders it. */
function wrongMethod(request: NextRequest): NextResponse | undefined {
  const allowed = pageMethods(request.nextUrl.pathname);
  if (!allowed || allowed.includes(request.method)) return;
  const headers = { allow: allowed.join(', '), 'cache-control': 'no-store', 'content-type': 'text/plain' };
  return new NextResponse('Method Not Allowed', { status: 405, headers });
}

/**
 * Pages for anyone that are rendered per request all the same (sign-in, sign-up, recovery, the closed-account page,
 * the e-mail change's undo link): rendered here for their nonce.
 */
const PUBLIC_PER_REQUEST = /^\/(?:login|register|forgot-password|account-closed|email-change)(?:\/|$)/;

export async function proxy(request: NextRequest): Promise<Response> {
  const refused = wrongMethod(request) ?? originlessAction(request);
  if (refused) return refused;
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  if (path === '/learning-path') return learningPath(request, locale);
  if (PUBLIC_PER_REQUEST.test(path)) return render(request);
  if (!isSignedInRoute(path)) return NextResponse.next();
  return signedInPage(request);
}

/** A signed-in page: to /login without a session, the outage page without the platform, else rendered (refreshed). */
async function signedInPage(request: NextRequest): Promise<NextResponse> {
  // Never trust a request that claims to be the proxy's own subrequest.
  if (request.headers.has('x-middleware-subrequest')) return toLogin(request);
  const { signedIn, accessToken, refreshToken } = sessionCookies(request);
  if (!signedIn || !accessToken) {
    // A visitor who never signed in has nothing to end; any auth cookie left over is a broken session.
    return AUTH_COOKIE_NAMES.some((name) => request.cookies.has(name)) ? endSession(request) : toLogin(request);
  }
  if (!(await isPlatformAvailable(clientConfig().PLATFORM_API_URL))) return serviceUnavailable(request);
  if (!expiresWithin(accessToken, REFRESH_MARGIN_MS)) return render(request);
  if (!refreshToken) return endSession(request);
  const failed = (reason: string) => (reason === 'rejected' ? endSession(request) : serviceUnavailable(request));
  return withFreshTokens(request, refreshToken, () => render(request), failed);
}

// Every page reaches the proxy (its methods, then the session of signed-in areas), except:
// - prefetches: a refresh answered to a prefetch the browser drops (a navigation away, a full cache) would leave the
//   browser holding a rotated-out refresh token; the real navigation refreshes. Next takes its prefetch header off the
//   request the proxy gets, so only the matcher can tell (and it reads literals only: each entry spells the three).
// - uploads: Next would buffer their whole body for the proxy (and cut it at 10 MB), so photo bytes and multipart forms
//   skip it, and their route handler and action refresh the token themselves (lib/session/fresh-access-token.ts);
//   the dashboard's, the checkout page's and account's forms keep it, and so do the per-request pages for anyone (their
//   nonce), whose actions post multipart forms too. The bank transfer's form (/checkout/transfer) streams past it.
// The platform API, Next's own files and the fonts never reach it. proxy-matcher.test.ts tests this object.
export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/|fonts/|service-unavailable|icon\\.svg).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
        { type: 'header', key: 'sec-purpose', value: '.*prefetch.*' },
        { type: 'header', key: 'content-type', value: '(multipart/form-data|image/|application/octet-stream).*' },
      ],
    },
    // Uploads too, where their forms keep the proxy: the dashboard, account, the checkout page; and the pages for anyone
    // rendered per request all the same (the session store, a query), for their nonce.
    {
      source:
        '/((?:ur/)?(?:checkout|(?:user-dashboard|account|login|register|forgot-password|account-closed|email-change)(?:/.*)?))',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
        { type: 'header', key: 'sec-purpose', value: '.*prefetch.*' },
      ],
    },
    // A server action posted to any page without Origin (originlessAction above); with Origin, Next.js checks it.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }], missing: [{ type: 'header', key: 'origin' }] },
    // The learning path of a visitor whose cookies say signed in (prefetches too, so a link shows the learner's own).
    { source: '/:ur(ur)?/learning-path', has: [{ type: 'cookie', key: 'is_authenticated', value: 'true' }] },
  ],
};
