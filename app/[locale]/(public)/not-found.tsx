// The public area's one not-found boundary, as the browser renders it: a public page renders its own 404 in the
// server's HTML (components/layout/not-found-page.tsx) and its notFound() reaches this boundary once JavaScript runs.
// A boundary gets no params, so each public route's message is rendered here and the browser shows its route's.
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { publicNotFound, type PublicNotFoundRoute } from '@/components/layout/public-not-found';
import { PublicNotFoundRoute as ByRoute } from '@/components/layout/public-not-found-route';
import { requestLocale } from '@/lib/i18n/request-locale';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default async function PublicNotFound() {
  const locale = await requestLocale();
  const message = (route: PublicNotFoundRoute) => <NotFoundMessage {...publicNotFound(locale, route)} />;
  return (
    <ByRoute
      messages={{
        unmatched: message('unmatched'),
        programme: message('programme'),
        instructor: message('instructor'),
        learningPath: message('learningPath'),
      }}
    />
  );
}
