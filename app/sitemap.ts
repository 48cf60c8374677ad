// GET /sitemap.xml – every public page, including each programme and instructor; rebuilt with the pages.
import type { MetadataRoute } from 'next';
import { getInstructors, getProgrammes } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [programmes, instructors] = await Promise.all([getProgrammes(), getInstructors()]);
  return sitemapEntries(
    config().SITE_URL,
    programmes.items.map((programme) => programme.slug),
    instructors.items.map((instructor) => instructor.slug),
  );
}
