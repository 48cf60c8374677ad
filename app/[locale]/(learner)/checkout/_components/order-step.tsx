'use client';
// Step 2: the intake, the fee (from the platform, per semester), what it includes and the refund policy.
// "Continue to payment" opens the order; the chosen intake is kept in the URL so back and reload keep it.
import { useActionState } from 'react';
import { useRouter } from 'next/navigation';
import { closedText, NO_INTAKE_TEXT } from '@/lib/checkout/enrolment-state';
import { halfRefundUntil, HALF_REFUND_DAYS } from '@/contract';
import { formatDate, formatDateRange, formatMoment, formatPrice } from '@/components/catalogue/format';
import { LinkedText } from '@/components/content/linked-text';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorSummary } from '@/components/ui/error-summary';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { initialActionState } from '@/lib/forms/action-state';
import { openOrderAction } from '../actions';
import type { CheckoutView } from '../checkout-view';
import { ChoiceList } from './choice-list';
import styles from './checkout.module.css';

export function OrderStep({ view }: { view: CheckoutView }) {
  // The permalink is this step's own address: without JavaScript the form posts there (never an empty action).
  const [state, action, pending] = useActionState(
    openOrderAction,
    initialActionState,
    checkoutHref({ programme: view.options.programme.slug, intake: view.intake ?? undefined, step: 'order' }),
  );
  const router = useRouter();
  const { programme, intakes, included, refundPolicy } = view.options;
  const fields = [{ name: 'intake', id: `intake-${intakes[0]?.slug ?? ''}` }];
  const closed = !programme.enrolmentOpen || intakes.length === 0;
  // An order opened before the programme closed may still be paid: its step shows that order, not the refusal.
  const openOrder = closed && view.order?.status === 'pending_payment' ? view.order : null;
  // A later semester's order was chosen on the dashboard, for an intake the learner is already in: this step shows
  // that order, never the first semester's choice of intake.
  const laterSemester = view.order && view.order.semester > 1 ? view.order : null;
  return (
    <section className={styles.panel} aria-labelledby="order-heading">
      <h2 id="order-heading">Your order</h2>
      {laterSemester ? (
        <p>
          {`Semester ${laterSemester.semester} of ${programme.title}, ${laterSemester.intake.name} intake: `}
          <strong>{formatPrice(laterSemester.total)}</strong>
          {`. You pay for this semester only; the next one is never charged automatically.`}
        </p>
      ) : (
        <p>
          <strong>{formatPrice(programme.pricePerSemester)}</strong> per semester. You pay for your first semester now,
          and for each later semester before it starts ({programme.semesterCount} semesters in all).
        </p>
      )}
      <div className={styles.lists}>
        <div>
          <h3>What the fee includes</h3>
          <ul>
            {included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{laterSemester ? `Refund policy for semester ${laterSemester.semester}` : 'Refund policy'}</h3>
          {laterSemester && view.semesterStartsOn ? (
            // The Terms' rule with this semester's own dates: the first semester's intake does not apply to it.
            <p>
              {`Semester ${laterSemester.semester} starts on ${formatDate(view.semesterStartsOn)}: withdraw before then and all of its fee comes back; in its first ${HALF_REFUND_DAYS} days, until ${formatDate(halfRefundUntil(view.semesterStartsOn))}, half of it; after that, nothing.`}
            </p>
          ) : null}
          <ul>
            {refundPolicy.map((item) => (
              <li key={item}>
                <LinkedText text={item} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {laterSemester ? (
        // Shown only while the order is open: a paid or closed order's checkout is its result.
        <>
          <p>{`Order ${laterSemester.reference} is open: you can pay it until ${formatMoment(laterSemester.expiresAt)}.`}</p>
          <ButtonLink href={checkoutHref({ order: laterSemester.id, step: 'method' })}>Continue to payment</ButtonLink>
        </>
      ) : openOrder ? (
        <>
          <p>
            {`Order ${openOrder.reference} is for the ${openOrder.intake.name} intake (${formatDateRange(openOrder.intake.startsOn, openOrder.intake.endsOn)}). It is still open: you can pay it until ${formatMoment(openOrder.expiresAt)}.`}
          </p>
          <ButtonLink href={checkoutHref({ order: openOrder.id, step: 'method' })}>Continue to payment</ButtonLink>
        </>
      ) : closed ? (
        <p className={styles.warning}>{programme.enrolmentOpen ? NO_INTAKE_TEXT : closedText(programme.title)}</p>
      ) : (
        <form action={action} noValidate autoComplete="off">
          <ErrorSummary state={state} fields={fields} />
          <input type="hidden" name="programme" value={programme.slug} />
          <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
          <ChoiceList
            // Remounted when the URL's intake changes, so the checked choice always matches the URL.
            key={`${state.submission}-${view.intake ?? ''}`}
            legend="When do you want to start?"
            name="intake"
            defaultValue={state.values.intake || view.intake || undefined}
            error={state.fieldErrors.intake}
            onChange={(intake) =>
              router.replace(checkoutHref({ programme: programme.slug, intake, step: 'order' }), { scroll: false })
            }
            choices={intakes.map((intake) => ({
              value: intake.slug,
              label: intake.name,
              hint: `${formatDateRange(intake.startsOn, intake.endsOn)}`,
            }))}
          />
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? 'Opening your order…' : 'Continue to payment'}
          </Button>
        </form>
      )}
    </section>
  );
}
