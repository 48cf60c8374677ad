// GET /instructor (and /ur/instructor) – the directory of every instructor, in the page's language (a text the
// platform has no Urdu for yet is marked lang="en" on its card).
import type { Metadata } from 'next';
import { getInstructors } from '@/lib/api/catalogue';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { InstructorCard } from '@/components/catalogue/instructor-card';

export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, 'instructors');
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/instructor', locale });
}

export default async function InstructorDirectoryPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const instructors = await getInstructors(locale);
  const t = translator(locale, 'instructors');
  return (
    <div className="container">
      <Breadcrumbs trail={[{ name: t('eyebrow'), path: '/instructor' }]} locale={locale} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { count: instructors.total })} />
      <ul className="plain-list grid">
        {instructors.items.map((instructor) => (
          <li key={instructor.slug}>
            <InstructorCard instructor={instructor} headingLevel={2} locale={locale} />
          </li>
        ))}
      </ul>
    </div>
  );
}
