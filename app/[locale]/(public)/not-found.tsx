// The public area's one not-found boundary, as the browser renders it: a public page renders its own 404 in the
// server's HTML (components/layout/not-found-page.tsx) and its notFound() reaches this boundary once JavaScript runs.
// A boundary gets no params, so the message is rendered once with each public route's heading and link back, and the
// browser shows its route's (components/layout/public-not-found-route.tsx).
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundBody } from '@/components/layout/not-found-message';
import {
  publicNotFound,
  PUBLIC_NOT_FOUND_ROUTES,
  type PublicNotFoundRoute,
} from '@/components/layout/public-not-found';
import { PublicNotFoundPart } from '@/components/layout/public-not-found-route';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { localePath } from '@/lib/i18n/locale-path';
import { requestLocale } from '@/lib/i18n/request-locale';
import { translator } from '@/lib/i18n/translator';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default async function PublicNotFound() {
  const locale = await requestLocale();
  const t = translator(locale, 'notFound');
  const headings = {} as Record<PublicNotFoundRoute, string>;
  const backs = {} as Record<PublicNotFoundRoute, ReactNode>;
  for (const route of PUBLIC_NOT_FOUND_ROUTES) {
    const { kind, back } = publicNotFound(locale, route);
    headings[route] = t(kind);
    backs[route] = back ? (
      <li>
        <Link href={localePath(locale, back.href)}>{back.label}</Link>
      </li>
    ) : null;
  }
  return (
    <NotFoundBody
      locale={locale}
      heading={<PublicNotFoundPart byRoute={headings} />}
      back={<PublicNotFoundPart byRoute={backs} />}
    />
  );
}
