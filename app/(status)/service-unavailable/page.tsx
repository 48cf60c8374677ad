// The "service unavailable" state for signed-in pages: proxy.ts answers a learner's page with this one and status 503
// when the platform does not answer, so the learner keeps the address and the layout, and can retry. Asked for by its
// own address it is a 503 only during an outage; otherwise proxy.ts sends the visitor to the home page.
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
