// The "service unavailable" state for signed-in pages: proxy.ts rewrites here with status 503 when the
// platform does not answer, so the learner keeps the address and the layout, and can retry.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ErrorMessage } from '@/components/layout/error-message';
import { PLATFORM_UNAVAILABLE_DIGEST } from '@/lib/api/errors';
import { safeNextPath } from '@/lib/auth/safe-next';
import { REQUESTED_PATH_HEADER } from '@/lib/requested-path';

export const metadata: Metadata = { title: 'Service unavailable', robots: { index: false, follow: false } };

export default async function ServiceUnavailablePage() {
  const requested = safeNextPath((await headers()).get(REQUESTED_PATH_HEADER)) ?? '/';
  return <ErrorMessage digest={PLATFORM_UNAVAILABLE_DIGEST} retryHref={requested} />;
}
