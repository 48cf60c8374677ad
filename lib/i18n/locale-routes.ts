// How addresses reach app/[locale]: Next's own redirects and rewrites (next.config.ts), decided by the path alone, so
// a cached page's language is part of its route and cache key (/en/about-us, /ur/about-us) and nothing reads a cookie
// or a header for it. proxy.ts runs before these rewrites and keeps seeing today's English paths.

/**
 * Areas with no Urdu yet: their /ur address sends the learner to the English page (a temporary redirect), so a
 * signed-in page is only ever served where proxy.ts and the private headers expect it (/checkout, not /ur/checkout).
 */
export const ENGLISH_ONLY_AREAS = ['staff', 'test-cookies'] as const;

/** Whether an English path (/checkout, /kyc/status) has no Urdu page yet: its /ur address redirects to it. */
export function isEnglishOnly(path: string): boolean {
  return (ENGLISH_ONLY_AREAS as readonly string[]).includes(path.split('/')[1] ?? '');
}

export function localeRedirects() {
  return [
    // English has no prefix: /en/… is the same page under its one address.
    { source: '/en', destination: '/', permanent: true },
    { source: '/en/:path*', destination: '/:path*', permanent: true },
    {
      source: `/ur/:area(${ENGLISH_ONLY_AREAS.join('|')})/:path*`,
      destination: '/:area/:path*',
      permanent: false,
    },
  ];
}

/** The root's own dynamic routes, which an unprefixed address must keep reaching (static ones are found first). */
const OUTSIDE_LOCALES = ['en', 'ur', 'api', 'fonts', '_next'];

/**
 * Every unprefixed page is the English one (afterFiles: public files and the root's static routes, such as
 * /sitemap.xml and /service-unavailable, are found before it). /ur/… needs no rewrite: it is the route itself.
 */
export function localeRewrites() {
  return [
    { source: '/', destination: '/en' },
    { source: `/:path((?!(?:${OUTSIDE_LOCALES.join('|')})(?:/|$)).+)`, destination: '/en/:path' },
  ];
}
