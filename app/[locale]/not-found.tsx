// A notFound() no segment catches: the unmatched-route 404 'Page not found: {path}'. Unknown paths are
// answered by app/[locale]/(public)/[name]/[...rest] (the path in the server's HTML); this page is shared and static,
// so here the browser fills the path in. Boundaries get no params: the language is the request's root param.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { PageFrame } from '@/components/layout/page-frame';
import type { Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request-locale';

export const metadata: Metadata = NOT_FOUND_METADATA;

// Rendered once per language: Next writes this boundary into every page's flight data, once per layout level, and
// React writes output it has already written as a reference instead of a second copy (PageFrame is a plain function).
const NOT_FOUND_PAGES = new Map<Locale, ReactNode>();

export default async function NotFound() {
  const locale = await requestLocale();
  let page = NOT_FOUND_PAGES.get(locale);
  if (!page) {
    page = PageFrame({ children: <NotFoundMessage prefix="Page not found: " />, locale });
    NOT_FOUND_PAGES.set(locale, page);
  }
  return page;
}
