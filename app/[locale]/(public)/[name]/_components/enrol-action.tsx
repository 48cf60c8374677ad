// The programme page's "Enrol" buttons, or, when /checkout would refuse (programme closed, no intake open),
// the same refusal said before the click, with no link to a checkout that cannot sell.
import type { Programme } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { ButtonLink } from '@/components/ui/button-link';
import {
  closedText,
  ENROLMENT_HEADLINE as HEADLINE,
  NO_INTAKE_TEXT,
  type EnrolmentState,
} from '@/lib/checkout/enrolment-state';
import type { PlannedSemester } from '@/components/catalogue/study-plan';
import { ProgrammeStart } from './programme-start';
import styles from '../programme.module.css';

const checkoutOf = (programme: Pick<Programme, 'slug'>) => `/checkout?programme=${programme.slug}`;

/** In the page header, beside the learning path link. */
export function EnrolButton({
  programme,
  state,
  price,
}: {
  programme: Pick<Programme, 'slug'>;
  state: EnrolmentState;
  price: string;
}) {
  if (state !== 'open') return <p className={styles.notOpen}>{HEADLINE[state]}</p>;
  return <ButtonLink href={checkoutOf(programme)}>{`Enrol for ${price} per semester`}</ButtonLink>;
}

/** The closing "Ready to start?" section. */
export function EnrolSection({
  programme,
  state,
  price,
  first,
}: {
  programme: Pick<Programme, 'slug' | 'title' | 'courses'>;
  state: EnrolmentState;
  price: string;
  first: PlannedSemester | undefined;
}) {
  if (state === 'closed') {
    return (
      <section aria-labelledby="enrol" className={styles.enrol}>
        <h2 id="enrol">{HEADLINE.closed}</h2>
        <p>{closedText(programme.title)}</p>
        <Link href="/#programmes">See all programmes</Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="enrol" className={styles.enrol}>
      <h2 id="enrol">Ready to start?</h2>
      <ProgrammeStart first={first} courses={programme.courses} />
      <p>{`Pay ${price} for your first semester now; you pay for each later semester before it starts, and you can stop after any semester.`}</p>
      {state === 'open' ? (
        <ButtonLink href={checkoutOf(programme)}>{`Enrol in ${programme.title}`}</ButtonLink>
      ) : (
        <p className={styles.notOpen}>{NO_INTAKE_TEXT}</p>
      )}
    </section>
  );
}
