import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const platformInternals = {
  group: ['@/platform/*', '**/platform/*'],
  message: 'The client reaches the platform only through @/platform (its fetch handler) and @/contract.',
};
// Links go through AdaptiveLink so nothing is prefetched on save-data or 2g connections.
const nextLinkRestriction = {
  name: 'next/link',
  message: "Use AdaptiveLink from '@/components/runtime/adaptive-link'.",
};

// cookies-next's client side costs the sign-in pages 2,148 B gzip (over the 1 KB budget): the browser jar is
// hand-written (lib/session/browser-cookie-jar.ts); the server side uses cookies-next/server.
const cookiesNextClient = {
  name: 'cookies-next/client',
  message: 'Over the 1 KB gzip budget for a page: use lib/session/browser-cookie-jar.ts.',
};

// The platform never imports client code; its services also never speak HTTP (they raise DomainError, the edge maps it).
const clientCode = {
  group: ['@/app/*', '@/components/*', '@/lib/*', '**/lib/*'],
  message: 'The platform never imports client code.',
};
const httpErrors = {
  group: ['**/http/errors'],
  message: 'Services raise DomainError (platform/domain-errors.ts); platform/routes/problem-map.ts answers it.',
};

// The platform's floors, bottom up: settings, the database and the domain's errors; the HTTP plumbing (throttles,
// body reading, idempotency); the services; the routes and the app (the edge). No floor imports one above it.
const upperFloors = {
  group: ['**/services/*', '**/routes/*', '**/app'],
  message: 'A lower floor of the platform never imports the services, routes or app above it.',
};

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next*/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      'bench/results/**',
    ],
  },
  // The client and the platform meet only through the contract (and the platform's one fetch handler).
  {
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [nextLinkRestriction, cookiesNextClient], patterns: [platformInternals] },
      ],
    },
  },
  // The one place next/link is wrapped.
  {
    files: ['components/runtime/adaptive-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [cookiesNextClient], patterns: [platformInternals] }] },
  },
  { files: ['platform/**'], rules: { 'no-restricted-imports': ['error', { patterns: [clientCode] }] } },
  {
    files: [
      'platform/config.ts',
      'platform/checkout-settings.ts',
      'platform/storage-key-format.ts',
      'platform/domain-errors.ts',
      'platform/hourly.ts',
      'platform/http/**',
    ],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientCode, upperFloors] }] },
  },
  {
    files: ['platform/services/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientCode, httpErrors] }] },
  },
];

export default eslintConfig;
