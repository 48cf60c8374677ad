// notFound() in a signed-in form page (someone else's receipt, an unknown order, /checkout?programme=nope): the seed's
// route-validation 404 inside this group's own frame, so the page has one header and one <main>, as public 404s do.
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function SignedInNotFound() {
  return <NotFoundMessage prefix="Page Not Found: " />;
}
