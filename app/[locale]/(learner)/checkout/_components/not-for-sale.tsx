// /checkout for a programme that cannot be bought now (closed, or no intake open): the refusal in the checkout's own
// words, no order summary and no payment, and the way back. An order opened before it closed may still be paid.
import { formatMoment, formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { checkoutHref } from '@/lib/checkout/checkout-url';
import { closedText, ENROLMENT_HEADLINE, NO_INTAKE_TEXT } from '@/lib/checkout/enrolment-state';
import type { NotForSale } from '../checkout-view';
import styles from './checkout.module.css';

export function NotForSalePage({ notForSale: { programme, state, openOrder } }: { notForSale: NotForSale }) {
  return (
    <div className="container section">
      <PageHeader
        eyebrow="Checkout"
        title={ENROLMENT_HEADLINE[state]}
        lead={state === 'closed' ? closedText(programme.title) : NO_INTAKE_TEXT}
      >
        <Link href={`/${programme.slug}`}>{`Back to ${programme.title}`}</Link>
        <Link href="/#programmes">See all programmes</Link>
      </PageHeader>
      {openOrder ? (
        <section aria-labelledby="open-order" className={styles.panel}>
          <h2 id="open-order">Your open order</h2>
          <p>
            {`Order ${openOrder.reference} (${openOrder.intake.name}, ${formatPrice(openOrder.total)}) is still open: you can pay it until ${formatMoment(openOrder.expiresAt)}.`}
          </p>
          <ButtonLink
            href={checkoutHref({ order: openOrder.id, step: 'method' })}
          >{`Pay order ${openOrder.reference}`}</ButtonLink>
        </section>
      ) : null}
    </div>
  );
}
