'use client';
// The order beside every step: programme, intake and its dates, the fee, and the order reference once one exists.
import type { ReactNode } from 'react';
import { formatDateRange, formatPrice } from '@/components/catalogue/format';
import type { CheckoutView } from '../checkout-view';
import type { CheckoutPaymentDetails } from './use-checkout-session';
import styles from './checkout.module.css';

export function OrderSummary({ view, details }: { view: CheckoutView; details: CheckoutPaymentDetails | null }) {
  const { programme, intakes } = view.options;
  const intake = view.order?.intake ?? intakes.find((i) => i.slug === view.intake) ?? null;
  const lines = view.order?.lines ?? [{ description: `${programme.title}: semester 1 tuition`, amount: programme.pricePerSemester }];
  const total = view.order?.total ?? programme.pricePerSemester;
  return (
    <aside className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      <dl>
        <Fact term="Programme">{programme.title}</Fact>
        <Fact term="Intake">{intake ? `${intake.name} (${formatDateRange(intake.startsOn, intake.endsOn)})` : 'Not chosen yet'}</Fact>
        {lines.map((line) => (
          <Fact key={line.description} term={line.description}>
            {formatPrice(line.amount)}
          </Fact>
        ))}
        <Fact term="To pay now" className={styles.total}>
          {formatPrice(details ? { amountPaisa: details.amountPaisa, currency: 'PKR' } : total)}
        </Fact>
        {details ? <Fact term="Order reference">{details.reference}</Fact> : null}
      </dl>
      <p className="muted">Fee per semester: {formatPrice(programme.pricePerSemester)}, for {programme.semesterCount} semesters.</p>
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
