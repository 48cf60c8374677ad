'use client';
// Any page that throws renders this inside the root layout (header and footer stay).
import { usePathname } from 'next/navigation';
import { ErrorMessage } from '@/components/layout/error-message';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const pathname = usePathname();
  return (
    <>
      <title>{error.digest === 'PLATFORM_UNAVAILABLE' ? 'Service unavailable' : 'Internal Server Error'}</title>
      <meta name="robots" content="noindex" />
      <ErrorMessage digest={error.digest} retryHref={pathname} />
    </>
  );
}
