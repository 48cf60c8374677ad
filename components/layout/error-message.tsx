// What a page shows when it cannot be rendered: "service unavailable" when the learning platform is
// down (the adapter's PLATFORM_UNAVAILABLE digest survives the trip to the browser), otherwise the
// generic 'Internal Server Error'. Never a stack trace, message or any other internal detail.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import styles from './error-message.module.css';

export const PLATFORM_UNAVAILABLE_DIGEST = 'PLATFORM_UNAVAILABLE';

export function ErrorMessage({ digest, retryHref }: { digest?: string; retryHref: string }) {
  if (digest === PLATFORM_UNAVAILABLE_DIGEST) {
    return (
      <div className="container">
        <PageHeader
          eyebrow="Service unavailable"
          title="We can’t reach the learning platform right now"
          lead="This page needs information we could not load. Nothing is lost: please try again in a minute."
        />
        <p className={styles.actions}>
          {/* A full page load, not a client retry: the server renders the page afresh. */}
          <a href={retryHref} className={styles.retry}>
            Try again
          </a>
          <Link href="/">Go to the home page</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container">
      <PageHeader eyebrow="Error 500" title="Internal Server Error" lead="Something went wrong on our side. Please try again." />
      <p className={styles.actions}>
        <a href={retryHref} className={styles.retry}>
          Try again
        </a>
        <Link href="/">Go to the home page</Link>
      </p>
      {digest ? <p className="muted">Reference: {digest}</p> : null}
    </div>
  );
}
