// One instructor in a listing: who they are, what they teach and where they are based.
// Like the programme card, its parts are styled by position and each line is one text (smaller HTML and flight data).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { InstructorSummary } from '@/contract';
import { initials } from './initials';
import styles from './catalogue.module.css';

export function InstructorCard({
  instructor,
  headingLevel = 3,
}: {
  instructor: InstructorSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.person}>
      <span aria-hidden="true">{initials(instructor.name)}</span>
      <div>
        <Heading>
          <Link href={`/instructors/${instructor.slug}`}>{instructor.name}</Link>
        </Heading>
        <p className="muted">{`${instructor.title} · ${instructor.city}`}</p>
        <p>{instructor.headline}</p>
        <ul className={styles.meta} aria-label="Expertise">
          {instructor.expertise.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
