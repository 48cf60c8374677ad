// The privacy policy and the terms as routes: the same site content loaded for the metadata and the page
// (the catalogue loader's cache makes that one platform read), a 404 while the platform has no such text.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteContent } from '@/lib/api/catalogue';
import { getOrganisation } from '@/lib/api/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SiteContentPage, type SiteContentPageProps } from '@/components/content/site-content-page';

interface SiteContentRouteOptions extends Pick<SiteContentPageProps, 'eyebrow' | 'sectionExtras'> {
  key: 'privacy' | 'terms';
  path: string;
  /** The title while the platform cannot say its own. */
  fallbackTitle: string;
  description: string;
}

export function siteContentRoute({
  key,
  path,
  fallbackTitle,
  description,
  eyebrow,
  sectionExtras,
}: SiteContentRouteOptions) {
  async function generateMetadata(): Promise<Metadata> {
    const content = await getSiteContent(key);
    return pageMetadata({ title: content?.title ?? fallbackTitle, description, path });
  }
  async function Page() {
    const [content, organisation] = await Promise.all([getSiteContent(key), getOrganisation()]);
    if (!content) notFound();
    return (
      <SiteContentPage content={content} organisation={organisation} eyebrow={eyebrow} sectionExtras={sectionExtras} />
    );
  }
  return { generateMetadata, Page };
}
