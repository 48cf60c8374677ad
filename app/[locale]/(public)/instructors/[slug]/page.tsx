// GET /instructors/{slug} – one instructor's public profile and the courses they teach (Person JSON-LD).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { findInstructor, getInstructors, getProgrammes } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { personJsonLd } from '@/lib/seo/json-ld';
import { NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import panels from '@/components/ui/panels.module.css';
import styles from './instructor.module.css';

export const revalidate = 300;
// Instructors added after the build render on first request, then join the cache.
export const dynamicParams = true;

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateStaticParams() {
  const { items } = await getInstructors();
  return items.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const instructor = await findInstructor((await params).slug);
  if (!instructor) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: `${instructor.name}, ${instructor.title}`,
    description: `${instructor.headline}. ${instructor.yearsExperience} years of experience; teaches ${instructor.courses.length} ${instructor.courses.length === 1 ? 'course' : 'courses'}.`,
    path: `/instructors/${instructor.slug}`,
    type: 'profile',
  });
}

export default async function InstructorPage({ params }: Props) {
  const instructor = await findInstructor((await params).slug);
  if (!instructor) {
    return (
      <NotFoundPage
        prefix="Page Not Found: "
        path={`/instructors/${(await params).slug}`}
        backHref="/instructor"
        backLabel="See all instructors"
      />
    );
  }
  const programmes = await getProgrammes();
  const programmeTitle = new Map(programmes.items.map((programme) => [programme.slug, programme.title]));
  const siteUrl = config().SITE_URL;
  const trail = [
    { name: 'Instructors', path: '/instructor' },
    { name: instructor.name, path: `/instructors/${instructor.slug}` },
  ];

  return (
    <div className="container">
      <JsonLdScript data={personJsonLd(instructor, siteUrl)} />
      <Breadcrumbs trail={trail} />
      <PageHeader eyebrow={instructor.title} title={instructor.name} lead={instructor.headline} />
      <div className={panels.columns}>
        <div className="prose">
          <h2>{`About ${instructor.name.split(' ')[0]}`}</h2>
          {/* Keyed by place: a key is written into the flight data, and a whole paragraph as its key doubled it. */}
          {instructor.bio.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <h2>Courses taught</h2>
          {instructor.courses.length === 0 ? (
            <p>No courses this year.</p>
          ) : (
            <ul className={styles.courses}>
              {instructor.courses.map((course) => (
                <li key={course.code}>
                  <span>{course.code}</span>
                  {` ${course.title} — `}
                  <Link href={`/${course.programmeSlug}`}>
                    {programmeTitle.get(course.programmeSlug) ?? 'See the programme'}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl className={`${panels.panel} ${panels.quiet} ${panels.facts}`}>
          <dt>Based in</dt>
          <dd>{instructor.city}</dd>
          <dt>Experience</dt>
          <dd>{`${instructor.yearsExperience} years`}</dd>
          <dt>Expertise</dt>
          <dd>{instructor.expertise.join(', ')}</dd>
        </dl>
      </div>
    </div>
  );
}
