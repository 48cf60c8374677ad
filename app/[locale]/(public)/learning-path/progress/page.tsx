// GET /learning-path for a signed-in visitor (proxy.ts rewrites it here): the learning path with the learner's own
// progress, rendered per request from the session's dashboard answer (the platform checks the token). A session the
// platform refuses gets the public path; nothing here is cached or shared.
import type { Metadata } from 'next';
import { getDashboardSession } from '@/lib/session/server-session';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LearnerProgress } from '../_components/learner-progress';
import { LearningPathPage } from '../_components/learning-path-page';

export const metadata: Metadata = pageMetadata({
  title: 'Learning path',
  description: 'The term dates, and every semester with the courses each programme teaches in it.',
  path: '/learning-path',
});

export default async function LearnerLearningPath() {
  const session = await getDashboardSession();
  const personal = session ? (
    <LearnerProgress
      firstName={session.user.full_name.trim().split(/\s+/)[0] ?? session.user.full_name}
      enrolments={session.dashboard.enrolments}
    />
  ) : undefined;
  return <LearningPathPage personal={personal} />;
}
