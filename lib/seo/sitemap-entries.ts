// Every public page a crawler should know about, as absolute URLs: the fixed pages, each programme
// (its landing page and its learning path) and each instructor; a page translated into Urdu (the fixed ones in
// TRANSLATED_PUBLIC_PATHS, and every programme's landing page and learning path and every instructor's page) is
// listed in both languages, each entry naming the other (hreflang alternates).
import type { MetadataRoute } from 'next';
import { localePath } from '@/lib/i18n/locale-path';
import { TRANSLATED_PUBLIC_PATHS } from '@/lib/i18n/translated-pages';
import { absoluteUrl } from './absolute-url';
import { languageAlternates } from './page-metadata';

const STATIC_PUBLIC_PATHS = [
  '/',
  '/programmes',
  '/about-us',
  '/instructor',
  '/learning-path',
  '/next-gen-scholar',
  '/support',
  '/privacy',
  '/terms',
] as const;

export function sitemapEntries(
  siteUrl: string,
  programmeSlugs: readonly string[],
  instructorSlugs: readonly string[],
): MetadataRoute.Sitemap {
  const url = (path: string) => absoluteUrl(path, siteUrl);
  const alternates = (path: string, translated = TRANSLATED_PUBLIC_PATHS.includes(path)) =>
    translated
      ? {
          alternates: {
            languages: Object.fromEntries(
              Object.entries(languageAlternates(path)).map(([language, address]) => [language, url(address)]),
            ),
          },
        }
      : {};
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({
      url: url(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      ...alternates(path),
    })),
    ...TRANSLATED_PUBLIC_PATHS.map((path) => ({
      url: url(localePath('ur', path)),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      ...alternates(path),
    })),
    ...programmeSlugs.flatMap((slug) => {
      const path = `/learning-path?programme=${slug}`;
      return [
        { url: url(`/${slug}`), changeFrequency: 'weekly' as const, priority: 0.9, ...alternates(`/${slug}`, true) },
        { url: url(`/ur/${slug}`), changeFrequency: 'weekly' as const, priority: 0.9, ...alternates(`/${slug}`, true) },
        { url: url(path), changeFrequency: 'weekly' as const, priority: 0.5, ...alternates(path, true) },
        {
          url: url(localePath('ur', path)),
          changeFrequency: 'weekly' as const,
          priority: 0.5,
          ...alternates(path, true),
        },
      ];
    }),
    ...instructorSlugs.flatMap((slug) => {
      const path = `/instructors/${slug}`;
      return [
        { url: url(path), changeFrequency: 'monthly' as const, priority: 0.6, ...alternates(path, true) },
        {
          url: url(localePath('ur', path)),
          changeFrequency: 'monthly' as const,
          priority: 0.6,
          ...alternates(path, true),
        },
      ];
    }),
  ];
}
