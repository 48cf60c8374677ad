// A page's address as every place that names it spells it: the HTML's canonical and hreflang links, og:url, the
// sitemap and JSON-LD. Next writes the home page in metadata as the bare origin (https://example.org, no trailing
// slash), so the sitemap and JSON-LD do too: one spelling per page.
export function absoluteUrl(path: string, siteUrl: string): string {
  const url = new URL(path, siteUrl);
  return url.pathname === '/' && !url.search ? url.origin : url.href;
}
