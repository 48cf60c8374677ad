// An enrolled programme's later semesters and their fees: paid, covered by a scholarship, due (with the last day to
// pay and, for the next one, "Pay for semester N"), or started unpaid and closed.
import { randomUUID } from 'node:crypto';
import type { Enrolment, EnrolmentSemester } from '@/contract';
import { formatDate, formatDateRange, formatMomentDate, formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { PaySemesterForm } from './pay-semester-form';
import styles from '../dashboard.module.css';

function standingText({ standing }: EnrolmentSemester): string {
  switch (standing.status) {
    case 'paid':
      return 'Paid.';
    case 'scholarship':
      return `Covered by your scholarship${standing.coveredAt ? ` (decided ${formatMomentDate(standing.coveredAt)})` : ''}: nothing to pay.`;
    case 'due':
      return `${formatPrice(standing.fee)}, due by ${formatDate(standing.dueOn ?? '')}.`;
    case 'lapsed':
      return 'Not paid before it started: its courses are closed. Contact support to rejoin.';
    case 'unscheduled':
      return `${formatPrice(standing.fee)}; dates to be announced.`;
    case 'withdrawn':
      return 'You withdrew: nothing more to pay.';
  }
}

export function SemesterFees({
  enrolment,
  openOrders,
}: {
  enrolment: Enrolment;
  openOrders: Array<{ id: string; semester: number }>;
}) {
  const later = enrolment.semesters.filter((semester) => semester.number > 1);
  if (later.length === 0) return null;
  const headingId = `fees-${enrolment.programme.slug}`;
  const payable = later.find((semester) => semester.standing.payable);
  const open = payable ? openOrders.find((order) => order.semester === payable.number) : undefined;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>Semester fees</h4>
      <p className="muted">
        Pay for each semester before its term starts: the last day is the day before. A semester that starts unpaid
        stays closed; the semesters you paid for stay open.
      </p>
      <ul className={styles.fees}>
        {later.map((semester) => (
          <li key={semester.number}>
            <strong>
              Semester {semester.number}, {semester.name}
            </strong>
            {semester.term
              ? ` (${semester.term.name}, ${formatDateRange(semester.term.startsOn, semester.term.endsOn)})`
              : ''}
            : {standingText(semester)}
          </li>
        ))}
      </ul>
      {payable && open ? (
        <Link
          href={checkoutHref({ order: open.id, step: 'method' })}
        >{`Finish paying for semester ${payable.number}`}</Link>
      ) : payable ? (
        <PaySemesterForm
          programme={enrolment.programme.slug}
          intake={enrolment.intake.slug}
          semester={payable.number}
          idempotencyKey={randomUUID()}
        />
      ) : null}
    </section>
  );
}
