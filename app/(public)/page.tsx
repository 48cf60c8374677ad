// GET / – what the platform offers, the featured programmes and instructors, and where to start.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { Metadata } from 'next';
import { getCurrentTerms, getInstructors, getProgrammes, getSiteContent, getUpcomingTerms } from '@/lib/api/catalogue';
import { enrolmentState } from '@/lib/checkout/enrolment-state';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/seo/site';
import { ProgrammeCard } from '@/components/catalogue/programme-card';
import { InstructorCard } from '@/components/catalogue/instructor-card';
import { HomeHero } from './_components/home-hero';
import { TermBanner } from './_components/term-banner';

export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: `${SITE_NAME} — programmes, instructors and your learning path`,
  description: SITE_DESCRIPTION,
  path: '/',
  absolute: true,
});

const FEATURED_INSTRUCTORS = 4;

export default async function HomePage() {
  const [programmes, instructors, terms, content, upcoming] = await Promise.all([
    getProgrammes(),
    getInstructors(),
    getCurrentTerms(),
    getSiteContent('home'),
    getUpcomingTerms(),
  ]);
  // Each card says what its programme's page says: closed, or waiting for the next intake.
  const enrolment = (programme: (typeof programmes.items)[number]) => enrolmentState(programme, upcoming.items[0]);
  const featured = programmes.items.filter((programme) => programme.featured);
  const others = programmes.items.filter((programme) => !programme.featured);

  return (
    <>
      <HomeHero content={content} />
      <div className="container">
        <TermBanner terms={terms} />

        <section className="section" aria-labelledby="programmes">
          <h2 id="programmes">Featured programmes</h2>
          <ul className="plain-list grid">
            {(featured.length > 0 ? featured : programmes.items).map((programme) => (
              <li key={programme.slug}>
                <ProgrammeCard programme={programme} enrolment={enrolment(programme)} />
              </li>
            ))}
          </ul>
          {featured.length > 0 && others.length > 0 ? (
            <>
              <h3>More programmes</h3>
              <ul className="plain-list grid">
                {others.map((programme) => (
                  <li key={programme.slug}>
                    <ProgrammeCard programme={programme} enrolment={enrolment(programme)} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section className="section" aria-labelledby="instructors">
          <h2 id="instructors">Learn from practising professionals</h2>
          <ul className="plain-list grid">
            {instructors.items.slice(0, FEATURED_INSTRUCTORS).map((instructor) => (
              <li key={instructor.slug}>
                <InstructorCard instructor={instructor} />
              </li>
            ))}
          </ul>
          <p>
            <Link href="/instructor">{`Meet all ${instructors.total} instructors`}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
