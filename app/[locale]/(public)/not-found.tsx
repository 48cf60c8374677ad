// The public area's one not-found boundary, as the browser renders it: a public page renders its own 404 in the
// server's HTML (components/layout/not-found-page.tsx) and its notFound() reaches this boundary once JavaScript runs.
// A boundary gets no params, so the message is rendered once with each public route's heading and link back, and the
// browser shows its route's (components/layout/public-not-found-route.tsx).
import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/layout/not-found-message';
import {
  publicNotFound,
  PUBLIC_NOT_FOUND_ROUTES,
  type PublicNotFoundRoute,
} from '@/components/layout/public-not-found';
import {
  PublicNotFoundBack,
  PublicNotFoundHeading,
  type PublicNotFoundBacks,
} from '@/components/layout/public-not-found-route';
import { localePath } from '@/lib/i18n/locale-path';
import { requestLocale } from '@/lib/i18n/request-locale';
import { translator } from '@/lib/i18n/translator';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default async function PublicNotFound() {
  const locale = await requestLocale();
  const t = translator(locale, 'notFound');
  const headings = {} as Record<PublicNotFoundRoute, string>;
  const backs = {} as PublicNotFoundBacks;
  for (const route of PUBLIC_NOT_FOUND_ROUTES) {
    const { kind, back } = publicNotFound(locale, route);
    headings[route] = t(kind);
    backs[route] = back ? { href: localePath(locale, back.href), label: back.label } : null;
  }
  return (
    <NotFoundBody
      locale={locale}
      heading={<PublicNotFoundHeading headings={headings} />}
      back={<PublicNotFoundBack backs={backs} />}
    />
  );
}
