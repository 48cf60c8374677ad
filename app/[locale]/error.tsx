'use client';
// Any page that throws renders this inside the root layout, in place of its route group (so it draws the
// header and main itself; the footer stays): the status and message, "Try again" (the boundary's retry:
// React's reset plus a fresh render from the server) and a way home.
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorMessage } from '@/components/layout/error-message';
import { digestOf, PLATFORM_UNAVAILABLE_DIGEST } from '@/lib/api/errors';

// The frame (the header's client modules) is loaded when an error shows, not with every page: imported here, it was a
// second copy of what the page's layout already brings, in a chunk every page loads. Unloadable: the message alone.
const MainOnly = ({ children }: { children: ReactNode }) => (
  <main id="main" tabIndex={-1}>
    {children}
  </main>
);
const PageFrame = lazy(() =>
  import('@/components/layout/page-frame').then(
    ({ PageFrame: frame }) => ({ default: frame }),
    () => ({ default: MainOnly }),
  ),
);

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = digestOf(error);
  const content = (
    <>
      <title>{digest === PLATFORM_UNAVAILABLE_DIGEST ? 'Service unavailable' : 'Internal Server Error'}</title>
      <meta name="robots" content="noindex" />
      <ErrorMessage digest={digest} onRetry={retry} />
    </>
  );
  return (
    <Suspense fallback={<MainOnly>{content}</MainOnly>}>
      <PageFrame>{content}</PageFrame>
    </Suspense>
  );
}
