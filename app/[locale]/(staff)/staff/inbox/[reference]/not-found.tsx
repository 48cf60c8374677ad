// A /staff/inbox/{reference} that names no form (malformed, or none such): the 404 with the way back to the inbox.
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function InboxItemNotFound() {
  return <NotFoundMessage prefix="Page Not Found: " backHref="/staff/inbox" backLabel="See the inbox" />;
}
