// GET /instructors/{slug} (and /ur/instructors/{slug}) – one instructor's public profile and the courses they teach
// (Person JSON-LD). In Urdu the instructor's texts, course and programme names are the platform's Urdu; the name, and
// any text it has no Urdu for yet, are marked lang="en".
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { isSlug } from '@/contract/slug';
import { findSlugRedirect } from '@/lib/api/catalogue-editor';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { findInstructor, getInstructors, getProgrammes } from '@/lib/api/catalogue';
import { previewedInstructor } from '@/lib/catalogue/draft-preview';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { config } from '@/lib/config';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang, latinNameLang } from '@/lib/i18n/field-lang';
import { contentLang, embedded } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { personJsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import panels from '@/components/ui/panels.module.css';
import styles from './instructor.module.css';

export const revalidate = 300;
// Instructors added after the build render on first request, then join the cache.
export const dynamicParams = true;

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateStaticParams() {
  // The slugs are the same in every language.
  const { items } = await getInstructors('en');
  return items.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [instructor, locale] = await Promise.all([params, pageLocale(params)]).then(
    async ([{ slug }, locale]) =>
      [(await previewedInstructor(slug)) ?? (await findInstructor(locale, slug)), locale] as const,
  );
  if (!instructor) return notFoundMetadata(locale);
  const t = translator(locale, 'instructors');
  return pageMetadata({
    title: t('profileMetaTitle', { name: instructor.name, title: instructor.title }),
    description: t('profileMetaDescription', {
      headline: instructor.headline,
      years: instructor.yearsExperience,
      count: instructor.courses.length,
    }),
    path: `/instructors/${instructor.slug}`,
    type: 'profile',
    locale,
  });
}

export default async function InstructorPage({ params }: Props) {
  const [{ slug }, locale] = await Promise.all([params, pageLocale(params)]);
  const t = translator(locale, 'instructors');
  // An administrator's draft preview, else the published instructor.
  const previewed = await previewedInstructor(slug);
  const instructor = previewed ?? (await findInstructor(locale, slug));
  if (!instructor) {
    // A renamed instructor's old address leads to the new one (308), as links and search engines keep the old.
    const moved = isSlug(slug) ? await findSlugRedirect('instructor', slug) : null;
    if (moved) permanentRedirect(localePath(locale, `/instructors/${moved.to}`));
    return <NotFoundPage route="instructor" path={`/instructors/${slug}`} />;
  }
  const programmes = await getProgrammes(locale);
  const programmeOf = new Map(programmes.items.map((programme) => [programme.slug, programme]));
  const siteUrl = config().SITE_URL;
  const lang = contentLang(locale);
  const trail = [
    { name: t('eyebrow'), path: '/instructor' },
    { name: instructor.name, path: `/instructors/${instructor.slug}`, lang: lang.lang },
  ];

  return (
    <div className="container">
      {previewed ? <PreviewBanner kind="instructors" slug={slug} /> : null}
      <JsonLdScript data={personJsonLd(instructor, siteUrl)} />
      <Breadcrumbs trail={trail} locale={locale} />
      <PageHeader
        eyebrow={<span {...fieldLang(locale, instructor, 'title')}>{instructor.title}</span>}
        title={<span {...lang}>{instructor.name}</span>}
        lead={<span {...fieldLang(locale, instructor, 'headline')}>{instructor.headline}</span>}
      />
      <div className={panels.columns}>
        <div className="prose">
          {instructor.hasPhoto ? (
            // eslint-disable-next-line @next/next/no-img-element -- the platform's re-encoded portrait, cached like the catalogue and already sized
            <img
              src={`/api/v1/instructors/${instructor.slug}/photo`}
              alt={instructor.name}
              className={styles.photo}
              width={320}
              height={320}
            />
          ) : null}
          <h2>{t('aboutName', { name: embedded(locale, instructor.name.split(' ')[0] ?? instructor.name) })}</h2>
          {/* Keyed by place: a key is written into the flight data, and a whole paragraph as its key doubled it. */}
          {instructor.bio.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} {...fieldLang(locale, instructor, 'bio')}>
              {paragraph}
            </p>
          ))}
          <h2>{t('coursesTaught')}</h2>
          {instructor.courses.length === 0 ? (
            <p>{t('noCourses')}</p>
          ) : (
            <ul className={styles.courses}>
              {instructor.courses.map((course) => {
                const programme = programmeOf.get(course.programmeSlug);
                return (
                  <li key={course.code}>
                    <span {...lang}>{course.code}</span>{' '}
                    <span {...fieldLang(locale, course, 'title')}>{course.title}</span>
                    {' — '}
                    <Link
                      href={localePath(locale, `/${course.programmeSlug}`)}
                      {...(programme ? fieldLang(locale, programme, 'title') : {})}
                    >
                      {programme?.title ?? t('seeProgramme')}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <dl className={`${panels.panel} ${panels.quiet} ${panels.facts}`}>
          <dt>{t('basedIn')}</dt>
          <dd {...fieldLang(locale, instructor, 'city')}>{instructor.city}</dd>
          <dt>{t('experience')}</dt>
          <dd>{t('years', { count: instructor.yearsExperience })}</dd>
          <dt>{t('expertise')}</dt>
          {instructor.untranslated.includes('expertise') || locale === 'en' ? (
            <dd {...fieldLang(locale, instructor, 'expertise')}>{instructor.expertise.join(', ')}</dd>
          ) : (
            <dd>
              {/* Urdu's comma between them; a tool's name written in Latin letters is marked English. */}
              {instructor.expertise.map((skill, index) => (
                <span key={skill}>
                  {index > 0 ? '، ' : null}
                  <span {...latinNameLang(locale, skill)}>{skill}</span>
                </span>
              ))}
            </dd>
          )}
        </dl>
      </div>
    </div>
  );
}
