// Response headers for operations behind a reverse proxy: security headers on every response and
// `private, no-store` on signed-in routes. next.config.ts turns these into its headers() rules.
// No 'server-only' here: next.config.ts loads this file outside the app's bundles.

/** Routes whose HTML belongs to one person (or carries a form with their data): never stored by any cache. */
export const PRIVATE_ROUTES = [
  '/user-dashboard',
  '/checkout',
  '/kyc',
  '/staff',
  '/account',
  '/account-closed',
  '/email-change',
  '/login',
  '/register',
  '/forgot-password',
  '/test-cookies',
] as const;

/**
 * Routes whose address carries a secret (the e-mail change's undo link, ?token=…): the browser sends no Referer from
 * them, not even to this site, so the token reaches no log or script but the page's own.
 */
export const SECRET_IN_URL_ROUTES = ['/email-change'] as const;

interface CspOptions {
  /** Per-request nonce: only for dynamically rendered responses (proxy.ts), never for cached pages. */
  nonce?: string;
  /** The request reached us over https (the proxy says so): ask the browser to upgrade stray http URLs. */
  https?: boolean;
  /** `next dev` needs eval for its error overlay; production never does. */
  dev?: boolean;
  /** Origins forms may post to besides this one (the LMS launch on the dashboard). */
  formActions?: readonly string[];
}

/**
 * The Content-Security-Policy. Without a nonce, inline scripts need 'unsafe-inline': statically
 * generated (ISR) pages carry Next's inline flight scripts, whose content changes with every
 * regeneration, so neither per-request nonces nor build-time hashes can name them (vercel/next.js#95354).
 * Everything else is locked to this origin; 'unsafe-eval' is never allowed in production.
 */
export function contentSecurityPolicy({
  nonce,
  https = false,
  dev = false,
  formActions = [],
}: CspOptions = {}): string {
  const scripts = nonce ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`];
  if (dev) scripts.push(`'unsafe-eval'`);
  const directives = [
    `default-src 'self'`,
    `script-src ${scripts.join(' ')}`,
    // React style attributes cannot carry a nonce.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `media-src 'self'`,
    `object-src 'none'`,
    `frame-src 'none'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `base-uri 'none'`,
    `form-action ${[`'self'`, ...formActions].join(' ')}`,
    `frame-ancestors 'none'`,
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Features the portal never uses are switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ');

type Header = { key: string; value: string };

/**
 * The headers() source of the rules for every path. An unnamed group, not `/:path*`: Next copies a rule's headers
 * as they are when its match has no named parameters, but compiles every value (the long CSP too) against the
 * parameters on each request when it has some (router-utils/resolve-routes.js).
 */
export const EVERY_PATH = '/(.*)';

export function securityHeaders(options: CspOptions = {}): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Two years, with subdomains: sent when SITE_URL is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** SITE_URL names an https site (unset: the http://localhost default). */
export const siteUsesHttps = (siteUrl: string | undefined): boolean => siteUrl?.startsWith('https:') ?? false;
