// GET /programmes (and /ur/programmes) – every programme, each with what its card says (level, format, semesters, fee,
// or why it cannot be enrolled in now): the page the main navigation's "Programmes" leads to and crawlers find in the
// sitemap. The home page keeps its own programmes section.
import type { Metadata } from 'next';
import { getProgrammes, getUpcomingTerms } from '@/lib/api/catalogue';
import { enrolmentState } from '@/lib/checkout/enrolment-state';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { ProgrammeCard } from '@/components/catalogue/programme-card';

export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, 'programmesPage');
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/programmes', locale });
}

export default async function ProgrammesPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [programmes, upcoming] = await Promise.all([getProgrammes(locale), getUpcomingTerms(locale)]);
  const t = translator(locale, 'programmesPage');
  return (
    <div className="container">
      <Breadcrumbs trail={[{ name: t('eyebrow'), path: '/programmes' }]} locale={locale} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { count: programmes.items.length })} />
      <ul className="plain-list grid">
        {programmes.items.map((programme) => (
          <li key={programme.slug}>
            <ProgrammeCard
              programme={programme}
              enrolment={enrolmentState(programme, upcoming.items[0])}
              headingLevel={2}
              locale={locale}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
