'use client';
// Any page that throws renders this inside the root layout, in place of its route group (so it draws the
// header and main itself; the footer stays): the status and message, "Try again" (the boundary's retry:
// React's reset plus a fresh render from the server) and a way home.
import { ErrorMessage } from '@/components/layout/error-message';
import { PageFrame } from '@/components/layout/page-frame';
import { digestOf, PLATFORM_UNAVAILABLE_DIGEST } from '@/lib/api/errors';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = digestOf(error);
  return (
    <PageFrame>
      <title>{digest === PLATFORM_UNAVAILABLE_DIGEST ? 'Service unavailable' : 'Internal Server Error'}</title>
      <meta name="robots" content="noindex" />
      <ErrorMessage digest={digest} onRetry={retry} />
    </PageFrame>
  );
}
