// GET /privacy – the privacy policy (site content 'privacy', editable in the platform), the cookies the code sets, and who to contact.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteContent } from '@/lib/api/catalogue';
import { getOrganisation } from '@/lib/api/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CookieTable } from '@/components/content/cookie-table';
import { SiteContentPage } from '@/components/content/site-content-page';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const content = await getSiteContent('privacy');
  return pageMetadata({
    title: content?.title ?? 'Privacy policy',
    description:
      'What personal data Learner Portal collects, why, who sees it, how long it is kept and how to ask for it.',
    path: '/privacy',
  });
}

export default async function PrivacyPage() {
  const [content, organisation] = await Promise.all([getSiteContent('privacy'), getOrganisation()]);
  if (!content) notFound();
  // The cookie list comes from the code's own definitions, so it names every cookie the site sets.
  return (
    <SiteContentPage
      content={content}
      organisation={organisation}
      eyebrow="Privacy"
      sectionExtras={{ cookies: <CookieTable /> }}
    />
  );
}
