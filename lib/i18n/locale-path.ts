// Addresses per language: English paths as they always were, Urdu ones under /ur.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** `path` (an English site path, '/' or '/about-us', maybe with '#fragment') in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/' || path.startsWith('/#') || path.startsWith('/?')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The language and English path of an address as the browser or the server sees it: '/ur/about-us',
 * '/about-us', or '/en/about-us' (what a prerendered English page is rendered as, behind the rewrite).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (first && isLocale(first[1])) return { locale: first[1], path: first[2] ?? '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}
