// GET /terms – the terms of use with the refund policy (site content 'terms', editable in the platform).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteContent } from '@/lib/api/catalogue';
import { getOrganisation } from '@/lib/api/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SiteContentPage } from '@/components/content/site-content-page';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const content = await getSiteContent('terms');
  return pageMetadata({
    title: content?.title ?? 'Terms of use and refund policy',
    description: 'The terms of enrolment, fees and refunds, scholarships and conduct at Learner Portal.',
    path: '/terms',
  });
}

export default async function TermsPage() {
  const [content, organisation] = await Promise.all([getSiteContent('terms'), getOrganisation()]);
  if (!content) notFound();
  return <SiteContentPage content={content} organisation={organisation} eyebrow="Terms" />;
}
