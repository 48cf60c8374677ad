// What a page shows when it cannot be rendered: its status and message ("503 Service Unavailable" when the
// learning platform is down, which the adapter's digest tells across the trip to the browser, otherwise
// "500 Internal Server Error"), a way to try again and a way home. Never a stack trace or other internals.
// The way home is a plain <a>: a whole load is the right start after an error, and the global error's bundle (which
// no layout shares modules with) would otherwise carry its own copy of the client router's link into every page.
import { Button, buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PLATFORM_UNAVAILABLE_DIGEST } from '@/lib/api/errors';
import styles from './error-message.module.css';

/** Try again in place (an error boundary's retry) or by loading an address afresh (a server-rendered page). */
type RetryAction = { onRetry: () => void } | { retryHref: string };

export function ErrorMessage({ digest, ...retry }: { digest?: string } & RetryAction) {
  const unavailable = digest === PLATFORM_UNAVAILABLE_DIGEST;
  return (
    <div className="container">
      {unavailable ? (
        <PageHeader
          eyebrow="503 Service Unavailable"
          title="We can’t reach the learning platform right now"
          lead="This page needs information we could not load. Nothing is lost: please try again in a minute."
        />
      ) : (
        <PageHeader
          eyebrow="Error 500"
          title="Internal Server Error"
          lead="Something went wrong on our side. Please try again."
        />
      )}
      <p className={styles.actions}>
        {'onRetry' in retry ? (
          <Button onClick={retry.onRetry}>Try again</Button>
        ) : (
          <a href={retry.retryHref} className={buttonClassName()}>
            Try again
          </a>
        )}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole load after an error (see the top) */}
        <a href="/">Go to the home page</a>
      </p>
      {digest && !unavailable ? <p className="muted">Reference: {digest}</p> : null}
    </div>
  );
}
