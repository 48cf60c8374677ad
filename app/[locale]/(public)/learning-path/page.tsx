// GET /learning-path – the curriculum by semester for every programme, cached for every visitor. `?programme={slug}`
// is rewritten (next.config.ts) to /learning-path/{slug}, so each filtered view is a cached page of its own; a visitor
// whose cookies say signed in is rewritten by proxy.ts to /learning-path/progress (their own progress, per request).
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LearningPathPage } from './_components/learning-path-page';

export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Learning path',
  description: 'The term dates, and every semester with the courses each programme teaches in it.',
  path: '/learning-path',
});

export default function LearningPath() {
  return <LearningPathPage />;
}
