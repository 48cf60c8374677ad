// One instructor in a listing: who they are, what they teach and where they are based.
// Like the programme card, its parts are styled by position and each line is one text (smaller HTML and flight data).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { InstructorSummary } from '@/contract';
import { localePath } from '@/lib/i18n/locale-path';
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
  // Everything here is the platform's own text (English): the card says so inside an Urdu page.
  return (
    <article className={styles.person} {...contentLang(locale)}>
      <span aria-hidden="true">{initials(instructor.name)}</span>
      <div>
        <Heading>
          <Link href={localePath(locale, `/instructors/${instructor.slug}`)}>{instructor.name}</Link>
        </Heading>
        <p className="muted">{`${instructor.title} · ${instructor.city}`}</p>
        <p>{instructor.headline}</p>
        <ul className={styles.meta} aria-label={translator(locale, 'programmeCard')('expertise')}>
          {instructor.expertise.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
