'use client';
// The order beside every step: programme, intake and its dates, the fee, and the order reference once one exists.
import type { ReactNode } from 'react';
import { formatDateRange, formatPrice } from '@/components/catalogue/format';
import type { CheckoutView } from '../checkout-view';
import type { CheckoutPaymentDetails } from './use-checkout-session';
import styles from './checkout.module.css';

// What the total line is called once the order has a result: only an open order has anything to pay now.
const TOTAL_TERM = { paid: 'Paid', expired: 'Not charged', cancelled: 'Not charged', failed: 'Not charged' } as const;

export function OrderSummary({ view, details }: { view: CheckoutView; details: CheckoutPaymentDetails | null }) {
  const { programme, intakes, enrolment } = view.options;
  const { order } = view;
  // Enrolled without this order in view ("You are already enrolled"): the enrolment's intake, nothing to pay.
  if (!order && enrolment) {
    return (
      <aside className={styles.summary} aria-labelledby="summary-heading">
        <h2 id="summary-heading">Your enrolment</h2>
        <dl>
          <Fact term="Programme">{programme.title}</Fact>
          <Fact term="Intake">{`${enrolment.intake.name} (${formatDateRange(enrolment.intake.startsOn, enrolment.intake.endsOn)})`}</Fact>
          <Fact term="Status" className={styles.total}>
            Enrolled, nothing to pay
          </Fact>
        </dl>
      </aside>
    );
  }
  const intake = order?.intake ?? intakes.find((i) => i.slug === view.intake) ?? null;
  const lines = order?.lines ?? [
    { description: `${programme.title}: semester 1 tuition`, amount: programme.pricePerSemester },
  ];
  const total = order?.total ?? programme.pricePerSemester;
  const totalTerm = order && order.status !== 'pending_payment' ? TOTAL_TERM[order.status] : 'To pay now';
  const reference = details?.reference ?? order?.reference;
  return (
    <aside className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      <dl>
        <Fact term="Programme">{programme.title}</Fact>
        <Fact term="Intake">
          {intake ? `${intake.name} (${formatDateRange(intake.startsOn, intake.endsOn)})` : 'Not chosen yet'}
        </Fact>
        {lines.map((line) => (
          <Fact key={line.description} term={line.description}>
            {formatPrice(line.amount)}
          </Fact>
        ))}
        <Fact term={totalTerm} className={styles.total}>
          {formatPrice(details ? { amountPaisa: details.amountPaisa, currency: 'PKR' } : total)}
        </Fact>
        {reference ? <Fact term="Order reference">{reference}</Fact> : null}
      </dl>
      <p className="muted">
        Fee per semester: {formatPrice(programme.pricePerSemester)}, for {programme.semesterCount} semesters.
      </p>
    </aside>
  );
}

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
