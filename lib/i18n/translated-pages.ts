// The public pages that exist in Urdu so far: the sitemap lists both languages for them, and each names the other
// as an hreflang alternate (its generateMetadata passes its locale to pageMetadata). A page joins when translated.
// Every programme's landing page, its learning path (/learning-path?programme={slug}) and every instructor's page are
// translated too (their words; the platform's texts stay English): the sitemap lists each in both languages.
export const TRANSLATED_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/programmes',
  '/about-us',
  '/instructor',
  '/learning-path',
  '/next-gen-scholar',
  '/privacy',
  '/support',
  '/terms',
];
