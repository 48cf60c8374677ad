// What crawlers may fetch: everything public; never signed-in pages, diagnostics or the API.
import type { MetadataRoute } from 'next';
import { SIGNED_IN_ROUTES } from '@/lib/session/signed-in-routes';

export const DISALLOWED_PATHS = [...SIGNED_IN_ROUTES, '/test-cookies', '/api/'] as const;

export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
    host: new URL(siteUrl).origin,
  };
}
