// The public pages that exist in Urdu so far: the sitemap lists both languages for them, and each names the other
// as an hreflang alternate (its generateMetadata passes its locale to pageMetadata). A page joins when translated.
// Every programme's landing page is translated too (its words; the programme's texts stay English): the sitemap lists
// each in both languages.
export const TRANSLATED_PUBLIC_PATHS: readonly string[] = ['/', '/about-us'];
