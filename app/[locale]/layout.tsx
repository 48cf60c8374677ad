import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { UrduPageStyle } from '@/components/layout/urdu-page-style';
import { RuntimeLeaves } from '@/components/runtime/runtime-leaves';
import { config } from '@/lib/config';
import { directionOf, isLocale, LOCALES, OPEN_GRAPH_LOCALE } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { SITE_NAME } from '@/lib/seo/site';
import '../globals.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

// Both languages are prerendered; unprefixed addresses reach 'en' through next.config's rewrite.
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

// A function, not a constant, so SITE_URL is read from the running server's environment.
export async function generateMetadata({ params }: Pick<LocaleLayoutProps, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const description = translator(locale, 'site')('description');
  return {
    metadataBase: new URL(config().SITE_URL),
    title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
    description,
    applicationName: SITE_NAME,
    openGraph: {
      siteName: SITE_NAME,
      type: 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      title: SITE_NAME,
      description,
    },
    twitter: { card: 'summary' },
  };
}

export const viewport: Viewport = { themeColor: '#0b5cad', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        {locale === 'ur' ? <UrduPageStyle /> : null}
        <a href="#main" className="skip-link">
          {translator(locale, 'frame')('skipLink')}
        </a>
        {/* Header and <main> come from each route group's layout (PageFrame): signed-in groups render the learner. */}
        {children}
        <SiteFooter locale={locale} />
        <RuntimeLeaves locale={locale} />
      </body>
    </html>
  );
}
