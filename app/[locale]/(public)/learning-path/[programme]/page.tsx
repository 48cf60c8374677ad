// GET /learning-path?programme={slug} (and /ur/learning-path?programme={slug}; rewritten here by next.config.ts) – one
// programme's path by semester, in the page's language (a text the platform has no Urdu for yet is marked lang="en").
import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { slugSchema } from '@/contract';
import { getCurrentTerms, getProgrammes, getSemestersWithCourses, getUpcomingTerms } from '@/lib/api/catalogue';
import { fieldLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LearningPathView } from '../_components/learning-path-view';

export const revalidate = 300;
export const dynamicParams = true;

interface Props {
  params: Promise<{ locale: string; programme: string }>;
}

export async function generateStaticParams() {
  // The slugs are the same in every language.
  const { items } = await getProgrammes('en');
  return items.map(({ slug }) => ({ programme: slug }));
}

/** Every programme and the one named by the URL (undefined when malformed or unknown). */
async function loadSelection(params: Props['params'], locale: Locale) {
  const slug = slugSchema.safeParse((await params).programme);
  const programmes = await getProgrammes(locale);
  const selected = slug.success ? programmes.items.find((programme) => programme.slug === slug.data) : undefined;
  return { programmes: programmes.items, selected };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { selected } = await loadSelection(params, locale);
  if (!selected) return notFoundMetadata(locale);
  const t = translator(locale, 'learningPath');
  return pageMetadata({
    title: t('programmeMetaTitle', { programme: selected.title }),
    description: t('programmeMetaDescription', { programme: selected.title }),
    path: `/learning-path?programme=${selected.slug}`,
    locale,
  });
}

export default async function ProgrammeLearningPathPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { programmes, selected } = await loadSelection(params, locale);
  const t = translator(locale, 'learningPath');
  if (!selected) {
    const path = `/learning-path?programme=${(await params).programme}`;
    return <NotFoundPage route="learningPath" path={path} />;
  }
  const [semesters, terms, upcoming] = await Promise.all([
    getSemestersWithCourses(locale, selected.slug),
    getCurrentTerms(locale),
    getUpcomingTerms(locale),
  ]);
  const path = `/learning-path?programme=${selected.slug}`;
  return (
    <div className="container">
      <Breadcrumbs
        trail={[
          { name: t('eyebrow'), path: '/learning-path' },
          { name: selected.title, path, lang: fieldLang(locale, selected, 'title').lang },
        ]}
        locale={locale}
      />
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t.rich('programmeTitle', {
          programme: () => <span {...fieldLang(locale, selected, 'title')}>{selected.title}</span>,
        })}
        lead={<span {...fieldLang(locale, selected, 'tagline')}>{selected.tagline}</span>}
      />
      <LearningPathView
        semesters={semesters.items}
        programmes={programmes}
        calendar={{ current: terms.current, upcoming: upcoming.items }}
        selected={selected}
        locale={locale}
      />
    </div>
  );
}
