// GET /learning-path – the curriculum by semester for every programme. `?programme={slug}` is rewritten
// (next.config.ts) to /learning-path/{slug}, so each filtered view is a cached page of its own.
import type { Metadata } from 'next';
import { getCurrentTerms, getProgrammes, getSemestersWithCourses, getUpcomingTerms } from '@/lib/api/catalogue';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LearningPathView } from './_components/learning-path-view';

export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Learning path',
  description: 'The term dates, and every semester with the courses each programme teaches in it.',
  path: '/learning-path',
});

export default async function LearningPathPage() {
  const [semesters, programmes, terms, upcoming] = await Promise.all([getSemestersWithCourses(), getProgrammes(), getCurrentTerms(), getUpcomingTerms()]);
  return (
    <div className="container">
      <Breadcrumbs trail={[{ name: 'Learning path', path: '/learning-path' }]} />
      <PageHeader
        eyebrow="Learning path"
        title="Your path, semester by semester"
        lead="When terms run, and the courses every programme teaches in each of its semesters."
      />
      <LearningPathView semesters={semesters.items} programmes={programmes.items} calendar={{ current: terms.current, upcoming: upcoming.items }} />
    </div>
  );
}
