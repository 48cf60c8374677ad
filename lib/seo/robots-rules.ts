// What crawlers may fetch: everything public; never signed-in pages, diagnostics or the API.
import type { MetadataRoute } from 'next';
import { SIGNED_IN_ROUTES } from '@/lib/session/signed-in-routes';

// In both languages: /ur/user-dashboard is as personal as /user-dashboard.
const DISALLOWED_PATHS = [...SIGNED_IN_ROUTES.flatMap((route) => [route, `/ur${route}`]), '/test-cookies', '/api'];

// A robots.txt path is a prefix (RFC 9309): "/kyc" alone also kept crawlers off /kyc-guide and "/staff" off
// /staffing. Each route is disallowed as itself ($ ends the match), with a query, and everything below it.
const disallowed = DISALLOWED_PATHS.flatMap((path) => [`${path}$`, `${path}?`, `${path}/`]);

// No Host line: RFC 9309 has none, and Yandex, which read it, wanted a host name where Next wrote an origin.
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowed }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
