// Any path of two or more segments that no route matches (/no/such/page): the unmatched-route 404,
// 'Page not found: {path}', in the public frame and with the path in the server's HTML (Next's own answer to an
// unmatched address would be app/global-not-found.tsx, outside every language). Rendered like the programme pages
// (on first request, then cached): only that render path gives a page its 404 status and keeps its HTML
// (components/layout/not-found-page.tsx); a per-request render would answer 200.
import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { isLocale } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { name: string; rest: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return notFoundMetadata(isLocale(locale) ? locale : 'en');
}

export default async function UnmatchedPage({ params }: { params: Promise<{ name: string; rest: string[] }> }) {
  const { name, rest } = await params;
  return <NotFoundPage route="unmatched" path={`/${[name, ...rest].join('/')}`} />;
}
