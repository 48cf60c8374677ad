// The Content-Security-Policy of a page rendered for one person on this request (the dashboard, checkout, KYC, staff,
// account, the signed-in learning path, sign-in, sign-up, recovery: the pages proxy.ts renders). Its scripts run only with this request's nonce ('strict-dynamic' lets them load the
// rest), so a script injected into the page does not run. Next reads the nonce from the request's policy header and
// puts it on its own scripts. Cached pages keep next.config's static policy: their inline scripts are made once, for
// everyone, and cannot carry a per-request nonce.
import { config, siteUsesHttps } from '@/lib/config';
import { splitLocale } from '@/lib/i18n/locale-path';
import { contentSecurityPolicy } from './security-headers';

/** 128 random bits, base64: unguessable, and new for every response. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The policy for `pathname` with a fresh nonce; the dashboard (in either language) may also post the learner's lms_token to the LMS. */
export function pagePolicy(pathname: string, nonce = newNonce()): string {
  const launch = config().LMS_LAUNCH_URL;
  const formActions = launch && splitLocale(pathname).path === '/user-dashboard' ? [new URL(launch).origin] : [];
  return contentSecurityPolicy({
    nonce,
    https: siteUsesHttps(),
    dev: process.env.NODE_ENV === 'development',
    formActions,
  });
}
