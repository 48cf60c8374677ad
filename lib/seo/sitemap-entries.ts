// Every public page a crawler should know about, as absolute URLs: the fixed pages, each programme
// (its landing page and its learning path) and each instructor.
import type { MetadataRoute } from 'next';

const STATIC_PUBLIC_PATHS = [
  '/',
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
  const url = (path: string) => new URL(path, siteUrl).toString();
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({
      url: url(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
    ...programmeSlugs.flatMap((slug) => [
      { url: url(`/${slug}`), changeFrequency: 'weekly' as const, priority: 0.9 },
      { url: url(`/learning-path?programme=${slug}`), changeFrequency: 'weekly' as const, priority: 0.5 },
    ]),
    ...instructorSlugs.map((slug) => ({
      url: url(`/instructors/${slug}`),
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
