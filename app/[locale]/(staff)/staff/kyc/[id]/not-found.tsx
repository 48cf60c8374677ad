// A /staff/kyc/{id} that is no submission's id (malformed, or none such): the route-validation 404 with the way
// back to the queue, as the browser renders it (signed-in pages stream, so the status is 404 and the text comes in).
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function SubmissionNotFound() {
  return <NotFoundMessage prefix="Page Not Found: " backHref="/staff/kyc" backLabel="See the identity verifications" />;
}
