// GET /sitemap.xml – every public page, including each programme and instructor, at the running server's SITE_URL.
import type { MetadataRoute } from 'next';
import { getInstructors, getProgrammes } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Rendered per request, as robots.txt is: a sitemap prerendered by `next build` named the build's SITE_URL in every
// <loc> until it was next rendered. The catalogue reads behind it are cached (lib/api/catalogue.ts), so this is cheap.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [programmes, instructors] = await Promise.all([getProgrammes('en'), getInstructors('en')]);
  return sitemapEntries(
    config().SITE_URL,
    programmes.items.map((programme) => programme.slug),
    instructors.items.map((instructor) => instructor.slug),
  );
}
