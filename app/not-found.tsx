// An address outside every locale (an unknown /api/… path): a plain English 404 with its own document, since the
// page-level root layout (app/[locale]/layout.tsx) is not above it.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
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
            The page you asked for does not exist or has moved. <Link href="/">Go to the home page</Link>.
          </p>
        </main>
      </body>
    </html>
  );
}
