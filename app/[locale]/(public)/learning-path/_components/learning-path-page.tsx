// The learning path for every programme, for /learning-path (cached, for everyone) and /learning-path/progress
// (proxy.ts's rewrite for a signed-in visitor), which puts the learner's own progress under the heading.
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { getCurrentTerms, getProgrammes, getSemestersWithCourses, getUpcomingTerms } from '@/lib/api/catalogue';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LearningPathView } from './learning-path-view';

export async function LearningPathPage({ personal, locale = 'en' }: { personal?: ReactNode; locale?: Locale }) {
  const [semesters, programmes, terms, upcoming] = await Promise.all([
    getSemestersWithCourses(locale),
    getProgrammes(locale),
    getCurrentTerms(locale),
    getUpcomingTerms(locale),
  ]);
  const t = translator(locale, 'learningPath');
  return (
    <div className="container">
      <Breadcrumbs trail={[{ name: t('eyebrow'), path: '/learning-path' }]} locale={locale} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {personal}
      <LearningPathView
        semesters={semesters.items}
        programmes={programmes.items}
        calendar={{ current: terms.current, upcoming: upcoming.items }}
        locale={locale}
      />
    </div>
  );
}
