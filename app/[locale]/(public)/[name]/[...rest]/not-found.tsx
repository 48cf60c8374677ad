// An unmatched multi-segment path as the browser renders it once the page hydrates: the
// unmatched-route 404 (the server's HTML comes from the page, components/layout/not-found-page.tsx).
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function UnmatchedNotFound() {
  return <NotFoundMessage prefix="Page not found: " />;
}
