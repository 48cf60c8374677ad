// GET /learning-path (and /ur/learning-path) for a signed-in visitor (proxy.ts rewrites it here): the learning path
// with the learner's own progress, rendered per request from the session's dashboard answer (the platform checks the
// token). A session the platform refuses gets the public path; nothing here is cached or shared.
import type { Metadata } from 'next';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { getDashboardSession } from '@/lib/session/server-session';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LearnerProgress } from '../_components/learner-progress';
import { LearningPathPage } from '../_components/learning-path-page';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, 'learningPath');
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/learning-path', locale });
}

export default async function LearnerLearningPath({ params }: { params: LocaleParams }) {
  const [locale, session] = await Promise.all([pageLocale(params), getDashboardSession()]);
  const personal = session ? (
    <LearnerProgress
      firstName={session.user.full_name.trim().split(/\s+/)[0] ?? session.user.full_name}
      enrolments={session.dashboard.enrolments}
      locale={locale}
    />
  ) : undefined;
  return <LearningPathPage personal={personal} locale={locale} />;
}
