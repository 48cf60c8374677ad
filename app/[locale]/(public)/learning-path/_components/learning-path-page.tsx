// The learning path for every programme, for /learning-path (cached, for everyone) and /learning-path/progress
// (proxy.ts's rewrite for a signed-in visitor), which puts the learner's own progress under the heading. The title and
// opening paragraphs are the 'learning-path' site page staff edit (its draft in an administrator's preview: an admin is
// signed in, so the preview is the /progress rendering); the curriculum below is the catalogue's.
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { getCurrentTerms, getProgrammes, getSemestersWithCourses, getUpcomingTerms } from '@/lib/api/catalogue';
import { shownSiteContent } from '@/lib/catalogue/page-preview';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { pageOpening } from '@/components/content/page-opening';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LearningPathView } from './learning-path-view';

export async function LearningPathPage({ personal, locale = 'en' }: { personal?: ReactNode; locale?: Locale }) {
  const [{ content, previewed }, semesters, programmes, terms, upcoming] = await Promise.all([
    shownSiteContent(locale, 'learning-path'),
    getSemestersWithCourses(locale),
    getProgrammes(locale),
    getCurrentTerms(locale),
    getUpcomingTerms(locale),
  ]);
  const t = translator(locale, 'learningPath');
  const opening = pageOpening(locale, content, { title: t('title'), lead: t('lead') });
  return (
    <div className="container">
      {previewed ? <PreviewBanner kind="pages" slug="learning-path" /> : null}
      <Breadcrumbs trail={[{ name: t('eyebrow'), path: '/learning-path' }]} locale={locale} />
      <PageHeader eyebrow={t('eyebrow')} title={opening.title} lead={opening.lead} />
      {opening.paragraphs.length > 0 ? <div className="prose">{opening.paragraphs}</div> : null}
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
