// What crawlers may fetch: everything public; never signed-in pages, diagnostics or the API.
import type { MetadataRoute } from 'next';

export const DISALLOWED_PATHS = ['/user-dashboard', '/checkout', '/kyc', '/staff', '/test-cookies', '/api/'] as const;

export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
    host: new URL(siteUrl).origin,
  };
}
