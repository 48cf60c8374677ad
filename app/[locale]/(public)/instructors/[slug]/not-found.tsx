// An /instructors/{slug} that fails validation or names no instructor: the seed's route-validation 404, as
// the browser renders it (the server's HTML comes from the page, components/layout/not-found-page.tsx).
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function InstructorNotFound() {
  return <NotFoundMessage prefix="Page Not Found: " backHref="/instructor" backLabel="See all instructors" />;
}
