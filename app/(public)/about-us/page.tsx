// GET /about-us – who runs the platform (site copy 'about'), with Organization JSON-LD.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteContent } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/seo/site';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const content = await getSiteContent('about');
  return pageMetadata({
    title: content?.title ?? `About ${SITE_NAME}`,
    description: content?.body[0] ?? SITE_DESCRIPTION,
    path: '/about-us',
  });
}

export default async function AboutPage() {
  const content = await getSiteContent('about');
  if (!content) notFound();
  const [lead, ...paragraphs] = content.body;
  const siteUrl = config().SITE_URL;

  return (
    <div className="container">
      <JsonLdScript data={organizationJsonLd(siteUrl, lead ?? SITE_DESCRIPTION)} />
      <Breadcrumbs trail={[{ name: content.title, path: '/about-us' }]} />
      <PageHeader eyebrow="About us" title={content.title} lead={lead} />
      <div className="prose">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h2>Start learning</h2>
      <p>Look through the programmes and their semesters, or ask us anything.</p>
      <p className="actions">
        <ButtonLink href="/#programmes">Browse programmes</ButtonLink>
        <ButtonLink href="/support" variant="secondary">
          Contact support
        </ButtonLink>
      </p>
    </div>
  );
}
