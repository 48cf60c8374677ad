// The learning path for every programme, for /learning-path (cached, for everyone) and /learning-path/progress
// (proxy.ts's rewrite for a signed-in visitor), which puts the learner's own progress under the heading.
import type { ReactNode } from 'react';
import { getCurrentTerms, getProgrammes, getSemestersWithCourses, getUpcomingTerms } from '@/lib/api/catalogue';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LearningPathView } from './learning-path-view';

export async function LearningPathPage({ personal }: { personal?: ReactNode }) {
  const [semesters, programmes, terms, upcoming] = await Promise.all([
    getSemestersWithCourses(),
    getProgrammes(),
    getCurrentTerms(),
    getUpcomingTerms(),
  ]);
  return (
    <div className="container">
      <Breadcrumbs trail={[{ name: 'Learning path', path: '/learning-path' }]} />
      <PageHeader
        eyebrow="Learning path"
        title="Your path, semester by semester"
        lead="When terms run, and the courses every programme teaches in each of its semesters."
      />
      {personal}
      <LearningPathView
        semesters={semesters.items}
        programmes={programmes.items}
        calendar={{ current: terms.current, upcoming: upcoming.items }}
      />
    </div>
  );
}
