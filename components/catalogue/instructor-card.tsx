// One instructor in a listing: who they are, what they teach and where they are based.
// Like the programme card, its parts are styled by position and each line is one text (smaller HTML and flight data).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { InstructorSummary } from '@/contract';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang, latinNameLang } from '@/lib/i18n/field-lang';
import { contentLang, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { initials } from './initials';
import styles from './catalogue.module.css';

export function InstructorCard({
  instructor,
  headingLevel = 3,
  locale = 'en',
}: {
  instructor: InstructorSummary;
  headingLevel?: 2 | 3;
  locale?: Locale;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The name is written as the person writes it (Latin letters: marked English inside an Urdu page); the other texts
  // are marked only where the platform had no Urdu for them.
  const title = fieldLang(locale, instructor, 'title');
  const city = fieldLang(locale, instructor, 'city');
  return (
    <article className={styles.person}>
      <span aria-hidden="true">{initials(instructor.name)}</span>
      <div>
        <Heading {...contentLang(locale)}>
          <Link href={localePath(locale, `/instructors/${instructor.slug}`)}>{instructor.name}</Link>
        </Heading>
        {/* One text where both are in the page's language, as before. */}
        {title.lang === city.lang ? (
          <p className="muted" {...title}>{`${instructor.title} · ${instructor.city}`}</p>
        ) : (
          <p className="muted">
            <span {...title}>{instructor.title}</span>
            {' · '}
            <span {...city}>{instructor.city}</span>
          </p>
        )}
        <p {...fieldLang(locale, instructor, 'headline')}>{instructor.headline}</p>
        <ul className={styles.meta} aria-label={translator(locale, 'programmeCard')('expertise')}>
          {instructor.expertise.map((skill) => (
            <li
              key={skill}
              {...(instructor.untranslated.includes('expertise')
                ? fieldLang(locale, instructor, 'expertise')
                : latinNameLang(locale, skill))}
            >
              {skill}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
