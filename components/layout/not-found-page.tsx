// A complete 404 page rendered by the page itself: the message with the path in the server's HTML (so it
// reads without JavaScript), and notFound() thrown inside a Suspense boundary, which gives the response its
// 404 status while keeping that HTML. A notFound() thrown by the page itself would leave Next with only an
// empty error document (<html id="__next_error__">) whose content appears once JavaScript runs.
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { NotFoundMessage, type NotFoundMessageProps } from './not-found-message';

function NotFoundStatus(): never {
  notFound();
}

export function NotFoundPage(props: NotFoundMessageProps & { path: string }) {
  return (
    <>
      <NotFoundMessage {...props} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
