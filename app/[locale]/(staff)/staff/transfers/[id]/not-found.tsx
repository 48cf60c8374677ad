// A /staff/transfers/{id} that is no bank transfer's id (malformed, or none such): the route-validation 404 with
// the way back to the queue, as the browser renders it (signed-in pages stream, so the status is 404 and the text comes in).
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function TransferNotFound() {
  return <NotFoundMessage prefix="Page Not Found: " backHref="/staff/transfers" backLabel="See the bank transfers" />;
}
