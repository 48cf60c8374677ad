// Which 404 each public route answers, in one place: the page renders it in the server's HTML
// (not-found-page.tsx), and the public not-found boundary renders the same once the browser takes over
// (public-not-found-route.tsx picks it by the route's parameters).
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { NotFoundMessageProps } from './not-found-message';

/** The public routes that answer 404: the catch-all (no route matched) and the three that look a slug up. */
export const PUBLIC_NOT_FOUND_ROUTES = ['unmatched', 'programme', 'instructor', 'learningPath'] as const;
export type PublicNotFoundRoute = (typeof PUBLIC_NOT_FOUND_ROUTES)[number];

/** The message of a public route's 404: its kind and the list it leads back to. */
export function publicNotFound(locale: Locale, route: PublicNotFoundRoute): Omit<NotFoundMessageProps, 'path'> {
  switch (route) {
    case 'unmatched':
      return { kind: 'unmatched' };
    case 'programme':
      return {
        kind: 'invalid',
        back: { href: '/#programmes', label: translator(locale, 'notFound')('allProgrammes') },
      };
    case 'instructor':
      return {
        kind: 'invalid',
        back: { href: '/instructor', label: translator(locale, 'instructors')('allInstructors') },
      };
    case 'learningPath':
      return {
        kind: 'invalid',
        back: { href: '/learning-path', label: translator(locale, 'learningPath')('wholePath') },
      };
  }
}
