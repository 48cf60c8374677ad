// A public route's complete 404, rendered by the page itself: the message with the path in the server's HTML (so it
// reads without JavaScript), and notFound() thrown inside a Suspense boundary, which gives the response its 404 status
// while keeping that HTML. A notFound() thrown by the page itself would leave Next with only an empty error document
// (<html id="__next_error__">) whose content appears once JavaScript runs (vercel/next.js#62228). Once the browser
// runs, the public not-found boundary (app/[locale]/(public)/not-found.tsx) shows the same message.
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { requestLocale } from '@/lib/i18n/request-locale';
import { NotFoundMessage } from './not-found-message';
import { publicNotFound, type PublicNotFoundRoute } from './public-not-found';

function NotFoundStatus(): never {
  notFound();
}

export async function NotFoundPage({ route, path }: { route: PublicNotFoundRoute; path: string }) {
  const message = publicNotFound(await requestLocale(), route);
  return (
    <>
      <NotFoundMessage {...message} path={path} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
