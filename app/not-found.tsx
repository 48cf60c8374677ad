// Any URL no route matches: a non-fatal 404 'Page not found: {path}'.
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <PageFrame>
      <NotFoundMessage prefix="Page not found: " pathFromLocation />
    </PageFrame>
  );
}
