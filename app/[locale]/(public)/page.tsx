// GET / (and /ur) – what the platform offers, the featured programmes and instructors, and where to start.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { Metadata } from 'next';
import { getCurrentTerms, getInstructors, getProgrammes, getUpcomingTerms } from '@/lib/api/catalogue';
import { shownSiteContent } from '@/lib/catalogue/page-preview';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { enrolmentState } from '@/lib/checkout/enrolment-state';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ProgrammeCard } from '@/components/catalogue/programme-card';
import { InstructorCard } from '@/components/catalogue/instructor-card';
import { HomeHero } from './_components/home-hero';
import { TermBanner } from './_components/term-banner';

export const revalidate = 300;

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, 'site');
  return pageMetadata({ title: t('homeTitle'), description: t('description'), path: '/', absolute: true, locale });
}

const FEATURED_INSTRUCTORS = 4;

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const [programmes, instructors, terms, { content, previewed }, upcoming] = await Promise.all([
    getProgrammes(locale),
    getInstructors(locale),
    getCurrentTerms(locale),
    shownSiteContent(locale, 'home'),
    getUpcomingTerms(locale),
  ]);
  // Each card says what its programme's page says: closed, or waiting for the next intake.
  const enrolment = (programme: (typeof programmes.items)[number]) => enrolmentState(programme, upcoming.items[0]);
  const featured = programmes.items.filter((programme) => programme.featured);
  const others = programmes.items.filter((programme) => !programme.featured);
  const t = translator(locale, 'home');

  return (
    <>
      <JsonLdScript data={websiteJsonLd(config().SITE_URL, locale)} />
      {previewed ? (
        <div className="container">
          <PreviewBanner kind="pages" slug="home" />
        </div>
      ) : null}
      <HomeHero content={content} locale={locale} />
      <div className="container">
        <TermBanner terms={terms} locale={locale} />

        <section className="section" aria-labelledby="programmes">
          <h2 id="programmes">{t('featured')}</h2>
          <ul className="plain-list grid">
            {(featured.length > 0 ? featured : programmes.items).map((programme) => (
              <li key={programme.slug}>
                <ProgrammeCard programme={programme} enrolment={enrolment(programme)} locale={locale} />
              </li>
            ))}
          </ul>
          {featured.length > 0 && others.length > 0 ? (
            <>
              <h3>{t('more')}</h3>
              <ul className="plain-list grid">
                {others.map((programme) => (
                  <li key={programme.slug}>
                    <ProgrammeCard programme={programme} enrolment={enrolment(programme)} locale={locale} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section className="section" aria-labelledby="instructors">
          <h2 id="instructors">{t('instructorsTitle')}</h2>
          <ul className="plain-list grid">
            {instructors.items.slice(0, FEATURED_INSTRUCTORS).map((instructor) => (
              <li key={instructor.slug}>
                <InstructorCard instructor={instructor} locale={locale} />
              </li>
            ))}
          </ul>
          <p>
            <Link href={localePath(locale, '/instructor')}>{t('meetAll', { count: instructors.total })}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
