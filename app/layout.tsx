import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { RuntimeLeaves } from '@/components/runtime/runtime-leaves';
import { config } from '@/lib/config';
import { SITE_DESCRIPTION, SITE_LOCALE, SITE_NAME } from '@/lib/seo/site';
import './globals.css';

// A function, not a constant, so SITE_URL is read from the running server's environment.
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(config().SITE_URL),
    title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: {
      siteName: SITE_NAME,
      type: 'website',
      locale: SITE_LOCALE,
      title: SITE_NAME,
      description: SITE_DESCRIPTION,
    },
    twitter: { card: 'summary' },
  };
}

export const viewport: Viewport = { themeColor: '#0b5cad', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {/* Header and <main> come from each route group's layout (PageFrame): signed-in groups render the learner. */}
        {children}
        <SiteFooter />
        <RuntimeLeaves />
      </body>
    </html>
  );
}
