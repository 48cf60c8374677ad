// notFound() in a signed-in page (someone else's receipt, an unknown order, /checkout?programme=nope): the
// route-validation 404 ("Page Not Found: /path") inside the signed-in frame, so the page has one header and one <main>.
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const signedInNotFoundMetadata: Metadata = NOT_FOUND_METADATA;

export function SignedInNotFound() {
  return <NotFoundMessage prefix="Page Not Found: " />;
}
