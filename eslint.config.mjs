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
  {
    files: ['platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/components/*', '@/lib/*', '**/lib/*'],
              message: 'The platform never imports client code.',
            },
          ],
        },
      ],
    },
  },
];

export default eslintConfig;
