// One programme in a listing: what it is, how it runs, what a semester costs, and whether it cannot be enrolled in
// now (closed, or no intake open yet: the programme page's words for it).
// A listing repeats this card, and each element is in the HTML and again in the page's flight data: the card
// styles its parts by position (catalogue.module.css) and writes each line as one text.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ProgrammeSummary } from '@/contract';
import { ENROLMENT_HEADLINE, type EnrolmentState } from '@/lib/checkout/enrolment-state';
import { Icon } from '@/components/ui/icon';
import { formatPrice, LEVEL_LABEL, MODE_LABEL } from './format';
import styles from './catalogue.module.css';

const MARK: Record<Exclude<EnrolmentState, 'open'>, { text: string; className: string | undefined }> = {
  closed: { text: 'Enrolment closed', className: styles.closed },
  'no-intake': { text: ENROLMENT_HEADLINE['no-intake'], className: styles.noIntake },
};

interface ProgrammeCardProps {
  programme: ProgrammeSummary;
  /** Whether checkout would sell it now (lib/checkout/enrolment-state.ts), as its page says. */
  enrolment: EnrolmentState;
  headingLevel?: 2 | 3;
}

export function ProgrammeCard({ programme, enrolment, headingLevel = 3 }: ProgrammeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const semesters = programme.semesterCount;
  return (
    <article className={styles.card}>
      <Heading>
        <Link href={`/${programme.slug}`}>{programme.title}</Link>
      </Heading>
      {enrolment === 'open' ? null : <p className={MARK[enrolment].className}>{MARK[enrolment].text}</p>}
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
