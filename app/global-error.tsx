'use client';
// The last resort when the root layout itself fails: a whole document of its own, with no internals.
import './globals.css';
import { ErrorMessage } from '@/components/layout/error-message';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <head>
        <title>Internal Server Error</title>
        <meta name="robots" content="noindex" />
      </head>
      <body>
        <main id="main">
          <ErrorMessage digest={error.digest} retryHref="/" />
        </main>
      </body>
    </html>
  );
}
