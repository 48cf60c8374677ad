// GET /{name} (and /ur/{name}) – a programme's landing page: what it teaches, its courses by semester, who teaches
// them and what a semester costs (Course JSON-LD with instances and offers). In Urdu the programme's texts are the
// platform's Urdu; any it has no Urdu for yet come in English, marked lang="en".
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { isSlug } from '@/contract/slug';
import { findSlugRedirect } from '@/lib/api/catalogue-editor';
import { findProgramme, getProgrammes, getUpcomingTerms } from '@/lib/api/catalogue';
import { previewedProgramme } from '@/lib/catalogue/draft-preview';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { courseJsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang, fieldText } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { formatRupees } from '@/contract/money';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { enrolmentState } from '@/lib/checkout/enrolment-state';
import { InstructorCard } from '@/components/catalogue/instructor-card';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { formatDateIn } from '@/lib/format';
import { studyPlan } from '@/components/catalogue/study-plan';
import { ProgrammeSemesters } from './_components/programme-semesters';
import { EnrolButton, EnrolSection } from './_components/enrol-action';
import panels from '@/components/ui/panels.module.css';

export const revalidate = 300;
// Programmes added after the build render on first request, then join the cache.
export const dynamicParams = true;

interface Props {
  params: Promise<{ name: string; locale: string }>;
}

export async function generateStaticParams() {
  // The slugs are the same in every language.
  const { items } = await getProgrammes('en');
  return items.map(({ slug }) => ({ name: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [programme, locale] = await Promise.all([params, pageLocale(params)]).then(
    async ([{ name }, locale]) =>
      [(await previewedProgramme(name)) ?? (await findProgramme(locale, name)), locale] as const,
  );
  if (!programme) return notFoundMetadata(locale);
  return pageMetadata({
    title: programme.title,
    description: translator(locale, 'programme')('metaDescription', {
      tagline: programme.tagline,
      mode: modeIn(locale, programme.mode),
      count: programme.semesterCount,
      price: formatRupees(programme.pricePerSemester, locale),
    }),
    path: `/${programme.slug}`,
    locale,
  });
}

const modeIn = (locale: Locale, mode: 'online' | 'hybrid') => translator(locale, 'programmeCard')(mode);

export default async function ProgrammePage({ params }: Props) {
  const [{ name }, locale] = await Promise.all([params, pageLocale(params)]);
  // An administrator's draft preview, else the published programme.
  const previewed = await previewedProgramme(name);
  const programme = previewed ?? (await findProgramme(locale, name));
  if (!programme) {
    // A renamed programme's old address leads to the new one (308).
    const moved = isSlug(name) ? await findSlugRedirect('programme', name) : null;
    if (moved) permanentRedirect(localePath(locale, `/${moved.to}`));
    return <NotFoundPage route="programme" path={`/${name}`} />;
  }
  const upcoming = await getUpcomingTerms(locale);
  const plan = studyPlan(programme.semesters, upcoming.items);
  const siteUrl = config().SITE_URL;
  const t = translator(locale, 'programme');
  const card = translator(locale, 'programmeCard');
  const price = formatRupees(programme.pricePerSemester, locale);
  const enrolment = enrolmentState(programme, plan[0]?.term);
  const total = formatRupees(
    { ...programme.pricePerSemester, amountPaisa: programme.pricePerSemester.amountPaisa * programme.semesterCount },
    locale,
  );
  const next = plan[0]?.term;

  return (
    <div className="container">
      {previewed ? <PreviewBanner kind="programmes" slug={name} /> : null}
      <JsonLdScript data={courseJsonLd(programme, upcoming.items, siteUrl)} />
      <Breadcrumbs
        trail={[
          { name: programme.title, path: `/${programme.slug}`, lang: fieldLang(locale, programme, 'title').lang },
        ]}
        locale={locale}
      />
      <PageHeader
        eyebrow={t('eyebrow', { level: card(programme.level) })}
        title={<span {...fieldLang(locale, programme, 'title')}>{programme.title}</span>}
        lead={<span {...fieldLang(locale, programme, 'tagline')}>{programme.tagline}</span>}
      >
        <EnrolButton programme={programme} state={enrolment} price={price} locale={locale} />
        {/* Not prefetched, like the learning path's own filter links (learning-path-view.tsx says why). */}
        <ButtonLink
          href={localePath(locale, `/learning-path?programme=${programme.slug}`)}
          prefetch={false}
          variant="secondary"
        >
          {t('learningPath')}
        </ButtonLink>
      </PageHeader>

      <div className={panels.columns}>
        <div className="prose">
          <div {...fieldLang(locale, programme, 'description')}>
            {/* Keyed by place: a key is written into the flight data, and a whole paragraph as its key doubled it. */}
            {programme.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <h2>{t('outcomes')}</h2>
          <ul {...fieldLang(locale, programme, 'outcomes')}>
            {programme.outcomes.map((outcome, index) => (
              <li key={index}>{outcome}</li>
            ))}
          </ul>
        </div>
        <aside className={`${panels.panel} ${panels.quiet}`} aria-labelledby="at-a-glance">
          <h2 id="at-a-glance">{t('atAGlance')}</h2>
          <dl className={panels.facts}>
            <dt>{t('price')}</dt>
            <dd>
              {t('perSemester', { price })}
              <br />
              <span className="muted">{t('total', { total, count: programme.semesterCount })}</span>
            </dd>
            <dt>{t('format')}</dt>
            <dd>{t('formatValue', { mode: modeIn(locale, programme.mode), weeks: programme.durationWeeks })}</dd>
            <dt>{t('semesters')}</dt>
            <dd>{programme.semesterCount}</dd>
            <dt>{t('nextIntake')}</dt>
            <dd>
              {next
                ? t('nextIntakeValue', {
                    term: fieldText(locale, next, 'name', next.name),
                    date: formatDateIn(locale, next.startsOn),
                  })
                : t('toBeAnnounced')}
            </dd>
            <dt>{t('courses')}</dt>
            <dd>{programme.courses.length}</dd>
          </dl>
        </aside>
      </div>

      <ProgrammeSemesters courses={programme.courses} plan={plan} locale={locale} />

      <section aria-labelledby="instructors">
        <h2 id="instructors">{t('instructors')}</h2>
        <ul className="plain-list grid">
          {programme.instructors.map((instructor) => (
            <li key={instructor.slug}>
              <InstructorCard instructor={instructor} locale={locale} />
            </li>
          ))}
        </ul>
      </section>

      <EnrolSection programme={programme} state={enrolment} price={price} first={plan[0]} locale={locale} />
    </div>
  );
}
