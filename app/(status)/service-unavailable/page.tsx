// The "service unavailable" state for signed-in pages: proxy.ts answers a learner's page with this one and status 503
// when the platform does not answer, so the learner keeps the address and the layout, and can retry. Asked for by its
// own address it is a 503 only during an outage; otherwise proxy.ts sends the visitor to the home page.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ErrorMessage } from '@/components/layout/error-message';
import { PLATFORM_UNAVAILABLE_DIGEST } from '@/lib/api/errors';
import { safeNextPath } from '@/lib/auth/safe-next';
import { REQUESTED_PATH_HEADER } from '@/lib/requested-path';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';

// With a link preview that says the same: this page stands in for any page, public ones included, during an outage.
export const metadata: Metadata = unindexedPageMetadata({
  title: 'Service unavailable',
  description: 'We can’t reach the learning platform right now. Nothing is lost: please try again in a minute.',
});

export default async function ServiceUnavailablePage() {
  const requested = safeNextPath((await headers()).get(REQUESTED_PATH_HEADER)) ?? '/';
  return <ErrorMessage digest={PLATFORM_UNAVAILABLE_DIGEST} retryHref={requested} />;
}
