import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { PUBLIC_CACHE } from './contract/revalidation';
import { builtBuildId, resolveBuildId } from './lib/build/build-id';
import { recordBuildSiteUrl } from './lib/build/build-site-url.mjs';
import { localeRedirects, localeRewrites } from './lib/i18n/locale-routes';
import {
  EVERY_PATH,
  PRIVATE_ROUTES,
  SECRET_IN_URL_ROUTES,
  securityHeaders,
  siteUsesHttps,
  STRICT_TRANSPORT_SECURITY,
} from './lib/headers/security-headers';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const dev = process.env.NODE_ENV === 'development';

// getTranslations and the server's NextIntlClientProvider read the catalogue from this file.
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// One id per build, shared by every instance started from it: Next's skew protection and our /api/build.
const nextConfig = (phase: string): NextConfig => {
  const buildId = (phase === PHASE_PRODUCTION_SERVER && builtBuildId(distDir)) || resolveBuildId();
  return withNextIntl({
    // Separate build folders let several builds (tests, benchmarks) live side by side.
    distDir,
    poweredByHeader: false,
    // Only for `npm run bench:attribution`, which maps each CPU sample of a page load back to its source file; never
    // in a build that serves learners.
    productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
    // Next hashes every HTML answer in JavaScript for its ETag: a sixth of a cached public page's CPU (bench:profile).
    // Public pages are kept by shared caches (s-maxage) instead; the catalogue API sets its own ETag once per answer.
    generateEtags: false,
    reactStrictMode: true,
    // Server actions keep Next's 1 MB body limit (the largest form, a scholarship statement, is a few KB): files go to
    // route handlers that stream them (identity photos, the bank-transfer receipt). The proxy buffers a body it runs
    // for, so it reads no more than that either (Next's default is 10 MB, for anyone, signed in or not).
    experimental: {
      proxyClientMaxBodySize: '1mb',
      // Turbopack's default ("loose") CSS chunker merges CSS modules until a chunk passes ~30 KB, so every page's
      // render-blocking stylesheet held the whole app's CSS (checkout, KYC, form fields). The graph chunker weighs
      // bytes a page does not use against the cost of one more request (in bytes).
      cssChunking: { type: 'graph', requestCost: 8_000 },
      // forbidden(): a learner on /staff/* is answered 403 with the staff segment's forbidden.tsx.
      authInterrupts: true,
      // app/[locale]/layout.tsx is the root layout (so `locale` is a root param every server component can read, not
      // only those given params); an address outside every locale (an unknown /api/… path) gets app/global-not-found.
      globalNotFound: true,
    },
    // Native/wasm packages load from node_modules at run time instead of being bundled.
    serverExternalPackages: ['@electric-sql/pglite', 'pino', 'pg', 'subset-font'],
    // The phone field in the browser checks with libphonenumber-js's "min" metadata (lengths and formats: half the
    // size of "max", keeping its code under 60 KB gzip); the server's re-check keeps "max" (real numbering ranges).
    turbopack: {
      resolveAlias: {
        'libphonenumber-js/max': { browser: 'libphonenumber-js/min' },
        'libphonenumber-js/metadata.max.json': { browser: 'libphonenumber-js/metadata.min.json' },
      },
    },
    // The build says which SITE_URL its prerendered pages name; a server started with another one renders its own
    // (lib/cache/*-cache-handler.mjs) and warns at start.
    compiler: { runAfterProductionCompile: async ({ distDir: builtDir }) => recordBuildSiteUrl(builtDir) },
    deploymentId: buildId,
    // Instances on one PostgreSQL share rendered pages and cached data (decided when `next start` runs, so one
    // build serves both ways); the embedded default keeps Next's file cache in the build folder. Neither keeps a
    // page that answered 404, so made-up URLs cannot fill the disk (lib/cache/not-found-entry.mjs).
    cacheHandler:
      phase === PHASE_PRODUCTION_SERVER
        ? path.join(
            process.cwd(),
            process.env.DATABASE_URL ? 'lib/cache/postgres-cache-handler.mjs' : 'lib/cache/file-cache-handler.mjs',
          )
        : undefined,
    generateBuildId: () => buildId,
    // ISR pages get `s-maxage={revalidate}, stale-while-revalidate={expireTime - revalidate}`: a shared
    // cache may serve a stale copy while it refetches, but not one older than a day.
    expireTime: PUBLIC_CACHE.expireSeconds,
    // The plural is what people guess for the instructors' area.
    async redirects() {
      return [{ source: '/instructors', destination: '/instructor', permanent: true }, ...localeRedirects()];
    },
    // /learning-path?programme={slug} is served by the cached page /learning-path/{slug} (no per-request render), in
    // either language. Then every unprefixed page is the English one under app/[locale] (lib/i18n/locale-routes.ts).
    async rewrites() {
      return {
        beforeFiles: [
          {
            source: '/learning-path',
            has: [{ type: 'query' as const, key: 'programme', value: '(?<programme>[a-z0-9]+(?:-[a-z0-9]+)*)' }],
            destination: '/en/learning-path/:programme',
          },
          {
            source: '/ur/learning-path',
            has: [{ type: 'query' as const, key: 'programme', value: '(?<programme>[a-z0-9]+(?:-[a-z0-9]+)*)' }],
            destination: '/ur/learning-path/:programme',
          },
        ],
        afterFiles: localeRewrites(),
        fallback: [],
      };
    },
    // `next build` writes these into the build (next start serves them from its routes manifest), so HSTS and
    // upgrade-insecure-requests follow the SITE_URL the build was made with – configuration, never a request's
    // Host or X-Forwarded-Proto; the server warns at start when its own SITE_URL says otherwise.
    async headers() {
      const https = siteUsesHttps(process.env.SITE_URL);
      return [
        {
          source: EVERY_PATH,
          headers: [
            ...securityHeaders({ dev, https }),
            ...(https ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
          ],
        },
        // In every language: /login and /ur/login are the same personal page.
        ...PRIVATE_ROUTES.flatMap((route) => [route, `/ur${route}`]).map((route) => ({
          source: `${route}/:path*`,
          headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
        })),
        // After the rule for every path: the last rule setting a header wins. `same-origin`, not `no-referrer`: under
        // no-referrer a browser sends `Origin: null` with the page's own form post, which Next's action check refuses.
        ...SECRET_IN_URL_ROUTES.flatMap((route) => [route, `/ur${route}`]).map((route) => ({
          source: `${route}/:path*`,
          headers: [{ key: 'Referrer-Policy', value: 'same-origin' }],
        })),
      ];
    },
  });
};

export default nextConfig;
