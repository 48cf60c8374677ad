// GET /learning-path (and /ur/learning-path) – the curriculum by semester for every programme, cached for every
// visitor. `?programme={slug}` is rewritten (next.config.ts) to /learning-path/{slug}, so each filtered view is a cached
// page of its own; a visitor whose cookies say signed in is rewritten by proxy.ts to /learning-path/progress (or
// /ur/learning-path/progress): their own progress, per request.
import type { Metadata } from 'next';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LearningPathPage } from './_components/learning-path-page';

export const revalidate = 300;

// The title and description stay the page's own, as on /learning-path/progress: the name the menu and the breadcrumb
// give it, and what the whole page holds (term dates, every semester's courses), which its edited opening does not say.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, 'learningPath');
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/learning-path', locale });
}

export default async function LearningPath({ params }: { params: LocaleParams }) {
  return <LearningPathPage locale={await pageLocale(params)} />;
}
