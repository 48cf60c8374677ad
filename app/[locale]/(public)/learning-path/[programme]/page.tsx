// GET /learning-path?programme={slug} (rewritten here by next.config.ts) – one programme's path by semester.
import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { slugSchema } from '@/contract';
import { getCurrentTerms, getProgrammes, getSemestersWithCourses, getUpcomingTerms } from '@/lib/api/catalogue';
import { NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LearningPathView } from '../_components/learning-path-view';

export const revalidate = 300;
export const dynamicParams = true;

interface Props {
  params: Promise<{ programme: string }>;
}

export async function generateStaticParams() {
  const { items } = await getProgrammes();
  return items.map(({ slug }) => ({ programme: slug }));
}

/** Every programme and the one named by the URL (undefined when malformed or unknown). */
async function loadSelection(params: Props['params']) {
  const slug = slugSchema.safeParse((await params).programme);
  const programmes = await getProgrammes();
  const selected = slug.success ? programmes.items.find((programme) => programme.slug === slug.data) : undefined;
  return { programmes: programmes.items, selected };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { selected } = await loadSelection(params);
  if (!selected) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: `Learning path: ${selected.title}`,
    description: `The semesters of ${selected.title}, their courses and when a new learner takes them.`,
    path: `/learning-path?programme=${selected.slug}`,
  });
}

export default async function ProgrammeLearningPathPage({ params }: Props) {
  const { programmes, selected } = await loadSelection(params);
  if (!selected) {
    const path = `/learning-path?programme=${(await params).programme}`;
    return (
      <NotFoundPage
        prefix="Page Not Found: "
        path={path}
        backHref="/learning-path"
        backLabel="See the whole learning path"
      />
    );
  }
  const [semesters, terms, upcoming] = await Promise.all([
    getSemestersWithCourses(selected.slug),
    getCurrentTerms(),
    getUpcomingTerms(),
  ]);
  const path = `/learning-path?programme=${selected.slug}`;
  return (
    <div className="container">
      <Breadcrumbs
        trail={[
          { name: 'Learning path', path: '/learning-path' },
          { name: selected.title, path },
        ]}
      />
      <PageHeader eyebrow="Learning path" title={`${selected.title}, semester by semester`} lead={selected.tagline} />
      <LearningPathView
        semesters={semesters.items}
        programmes={programmes}
        calendar={{ current: terms.current, upcoming: upcoming.items }}
        selected={selected}
      />
    </div>
  );
}
