// One instructor in a listing: who they are, what they teach and where they are based.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { InstructorSummary } from '@/contract';
import { initials } from './initials';
import styles from './catalogue.module.css';

export function InstructorCard({ instructor, headingLevel = 3 }: { instructor: InstructorSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles.person}`}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(instructor.name)}
      </span>
      <div>
        <Heading className={styles.cardTitle}>
          <Link href={`/instructors/${instructor.slug}`}>{instructor.name}</Link>
        </Heading>
        <p className="muted">
          {instructor.title} · {instructor.city}
        </p>
        <p>{instructor.headline}</p>
        <ul className={styles.meta} aria-label="Expertise">
          {instructor.expertise.map((skill) => (
            <li key={skill} className={styles.tag}>
              {skill}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
