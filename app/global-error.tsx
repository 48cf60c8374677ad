'use client';
// The last resort when the root layout itself fails: a whole document of its own, with no internals,
// and the same status, message, "Try again" and way home as every error page.
import './globals.css';
import { ErrorMessage } from '@/components/layout/error-message';
import { digestOf } from '@/lib/api/errors';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = digestOf(error);
  return (
    <html lang="en">
      <head>
        <title>Internal Server Error</title>
        <meta name="robots" content="noindex" />
      </head>
      <body>
        <main id="main">
          <ErrorMessage digest={digest} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
