// GET /{name} – a programme's landing page: what it teaches, its courses by semester, who teaches
// them and what a semester costs (Course JSON-LD with instances and offers).
import type { Metadata } from 'next';
import { findProgramme, getProgrammes, getUpcomingTerms } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { courseJsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { enrolmentState } from '@/lib/checkout/enrolment-state';
import { InstructorCard } from '@/components/catalogue/instructor-card';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { LEVEL_LABEL, MODE_LABEL, formatDate, formatPrice } from '@/components/catalogue/format';
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
  const { items } = await getProgrammes();
  return items.map(({ slug }) => ({ name: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const programme = await findProgramme((await params).name);
  if (!programme) return notFoundMetadata(await pageLocale(params));
  return pageMetadata({
    title: programme.title,
    description: `${programme.tagline} ${MODE_LABEL[programme.mode]}, ${programme.semesterCount} semesters, ${formatPrice(programme.pricePerSemester)} per semester.`,
    path: `/${programme.slug}`,
  });
}

export default async function ProgrammePage({ params }: Props) {
  const programme = await findProgramme((await params).name);
  if (!programme) {
    return (
      <NotFoundPage
        prefix="Page Not Found: "
        path={`/${(await params).name}`}
        backHref="/#programmes"
        backLabel={translator(await pageLocale(params), 'notFound')('allProgrammes')}
      />
    );
  }
  const upcoming = await getUpcomingTerms();
  const plan = studyPlan(programme.semesters, upcoming.items);
  const siteUrl = config().SITE_URL;
  const price = formatPrice(programme.pricePerSemester);
  const enrolment = enrolmentState(programme, plan[0]?.term);
  const total = formatPrice({
    ...programme.pricePerSemester,
    amountPaisa: programme.pricePerSemester.amountPaisa * programme.semesterCount,
  });

  return (
    <div className="container">
      <JsonLdScript data={courseJsonLd(programme, upcoming.items, siteUrl)} />
      <Breadcrumbs trail={[{ name: programme.title, path: `/${programme.slug}` }]} />
      <PageHeader
        eyebrow={`${LEVEL_LABEL[programme.level]} programme`}
        title={programme.title}
        lead={programme.tagline}
      >
        <EnrolButton programme={programme} state={enrolment} price={price} />
        {/* Not prefetched, like the learning path's own filter links (learning-path-view.tsx says why). */}
        <ButtonLink href={`/learning-path?programme=${programme.slug}`} prefetch={false} variant="secondary">
          See its learning path
        </ButtonLink>
      </PageHeader>

      <div className={panels.columns}>
        <div className="prose">
          {/* Keyed by place: a key is written into the flight data, and a whole paragraph as its key doubled it. */}
          {programme.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <h2>What you will be able to do</h2>
          <ul>
            {programme.outcomes.map((outcome, index) => (
              <li key={index}>{outcome}</li>
            ))}
          </ul>
        </div>
        <aside className={`${panels.panel} ${panels.quiet}`} aria-labelledby="at-a-glance">
          <h2 id="at-a-glance">At a glance</h2>
          <dl className={panels.facts}>
            <dt>Price</dt>
            <dd>
              {`${price} per semester`}
              <br />
              <span className="muted">{`${total} for ${programme.semesterCount} semesters`}</span>
            </dd>
            <dt>Format</dt>
            <dd>{`${MODE_LABEL[programme.mode]}, ${programme.durationWeeks} weeks`}</dd>
            <dt>Semesters</dt>
            <dd>{programme.semesterCount}</dd>
            <dt>Next intake</dt>
            <dd>
              {plan[0]?.term ? `${plan[0].term.name}, from ${formatDate(plan[0].term.startsOn)}` : 'To be announced'}
            </dd>
            <dt>Courses</dt>
            <dd>{programme.courses.length}</dd>
          </dl>
        </aside>
      </div>

      <ProgrammeSemesters courses={programme.courses} plan={plan} />

      <section aria-labelledby="instructors">
        <h2 id="instructors">Your instructors</h2>
        <ul className="plain-list grid">
          {programme.instructors.map((instructor) => (
            <li key={instructor.slug}>
              <InstructorCard instructor={instructor} />
            </li>
          ))}
        </ul>
      </section>

      <EnrolSection programme={programme} state={enrolment} price={price} first={plan[0]} />
    </div>
  );
}
