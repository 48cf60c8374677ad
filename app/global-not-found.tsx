// An address outside every locale (an unknown /api/… path): a plain English 404 with its own document, since the
// root layout (app/[locale]/layout.tsx) needs a locale. Next answers it without rendering any layout, so it loads its
// own styles, and its link home is a plain <a> (a full load: there is no router on this page to hand it to).
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import './globals.css';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function RootNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main id="main" className="container">
          <h1>Page Not Found</h1>
          <p>
            The page you asked for does not exist or has moved.{' '}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is right here (see the top) */}
            <a href="/">Go to the home page</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
