// GET /about-us – who runs the platform (site copy 'about'), with Organization JSON-LD.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { notFound } from 'next/navigation';
import { getSiteContent } from '@/lib/api/catalogue';
import { getOrganisation } from '@/lib/api/site';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/seo/site';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';
import { OrganisationContact } from '@/components/layout/organisation-contact';

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
  const [content, organisation] = await Promise.all([getSiteContent('about'), getOrganisation()]);
  if (!content) notFound();
  const [lead, ...paragraphs] = content.body;
  const siteUrl = config().SITE_URL;

  return (
    <div className="container">
      <JsonLdScript data={organizationJsonLd(siteUrl, lead ?? SITE_DESCRIPTION, organisation)} />
      <Breadcrumbs trail={[{ name: content.title, path: '/about-us' }]} />
      <PageHeader eyebrow="About us" title={content.title} lead={lead} />
      <div className="prose">
        {/* Keyed by place: a key is written into the flight data, and a whole paragraph as its key doubled it. */}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {organisation ? (
        <section aria-labelledby="who-title" className="section">
          <h2 id="who-title">Who we are</h2>
          <p>{`${organisation.name} is run by ${organisation.legalName}. ${organisation.registration}.`}</p>
          <OrganisationContact organisation={organisation} />
          <p>
            Read our <Link href="/privacy">privacy policy</Link> and our{' '}
            <Link href="/terms">terms, with the refund policy</Link>.
          </p>
        </section>
      ) : null}
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
