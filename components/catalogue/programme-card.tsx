// One programme in a listing: what it is, how it runs and what a semester costs.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ProgrammeSummary } from '@/contract';
import { Icon } from '@/components/ui/icon';
import { formatPrice, LEVEL_LABEL, MODE_LABEL } from './format';
import styles from './catalogue.module.css';

export function ProgrammeCard({ programme, headingLevel = 3 }: { programme: ProgrammeSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        <Link href={`/${programme.slug}`}>{programme.title}</Link>
      </Heading>
      <ul className={styles.meta} aria-label="Format">
        <li className={styles.tag}>
          <Icon name="lucide:graduation-cap" /> {LEVEL_LABEL[programme.level]}
        </li>
        <li className={styles.tag}>
          <Icon name={programme.mode === 'online' ? 'lucide:laptop' : 'lucide:users'} /> {MODE_LABEL[programme.mode]}
        </li>
        <li className={styles.tag}>
          <Icon name="lucide:calendar-range" /> {programme.semesterCount} {programme.semesterCount === 1 ? 'semester' : 'semesters'}
        </li>
      </ul>
      <p>{programme.tagline}</p>
      <p className={styles.price}>
        {formatPrice(programme.pricePerSemester)} <small>per semester</small>
      </p>
    </article>
  );
}
