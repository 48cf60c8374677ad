// One programme in a listing: what it is, how it runs, what a semester costs, and whether it is closed for enrolment.
// A listing repeats this card, and each element is in the HTML and again in the page's flight data: the card
// styles its parts by position (catalogue.module.css) and writes each line as one text.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ProgrammeSummary } from '@/contract';
import { Icon } from '@/components/ui/icon';
import { formatPrice, LEVEL_LABEL, MODE_LABEL } from './format';
import styles from './catalogue.module.css';

export function ProgrammeCard({ programme, headingLevel = 3 }: { programme: ProgrammeSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const semesters = programme.semesterCount;
  return (
    <article className={styles.card}>
      <Heading>
        <Link href={`/${programme.slug}`}>{programme.title}</Link>
      </Heading>
      {programme.enrolmentOpen ? null : <p className={styles.closed}>Enrolment closed</p>}
      <ul className={styles.meta} aria-label="Format">
        <li>
          <Icon name="lucide:graduation-cap" />
          {LEVEL_LABEL[programme.level]}
        </li>
        <li>
          <Icon name={programme.mode === 'online' ? 'lucide:laptop' : 'lucide:users'} />
          {MODE_LABEL[programme.mode]}
        </li>
        <li>
          <Icon name="lucide:calendar-range" />
          {`${semesters} ${semesters === 1 ? 'semester' : 'semesters'}`}
        </li>
      </ul>
      <p>{programme.tagline}</p>
      <p className={styles.price}>
        {`${formatPrice(programme.pricePerSemester)} `}
        <small>per semester</small>
      </p>
    </article>
  );
}
