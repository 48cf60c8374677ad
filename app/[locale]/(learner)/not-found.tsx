// notFound() in any signed-in learner page (someone else's receipt, an unknown order, /checkout?programme=nope, a
// withdrawal of nothing): the route-validation 404 inside the signed-in frame, so the page has one header and one
// <main>. Boundaries get no params, so the browser fills the path in.
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function LearnerNotFound() {
  return <NotFoundMessage kind="invalid" />;
}
