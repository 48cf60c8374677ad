'use client';
// Step 3: how to pay. The form posts to a server action that starts the payment and sends the learner to the
// gateway (works without JavaScript); a double click is one payment (same Idempotency-Key, button disabled).
import { useActionState } from 'react';
import { formatMoment, formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import { payAction, type PayFormState } from '../actions';
import type { CheckoutView } from '../checkout-view';
import { ChoiceList } from './choice-list';
import { GatewayHandoff } from './gateway-handoff';
import styles from './checkout.module.css';

const LAST_ATTEMPT: Record<string, string> = {
  failed: 'Your last payment was declined. Nothing was charged. Try again, or choose another method.',
  cancelled: 'You cancelled your last payment. Nothing was charged.',
};

export function MethodStep({ view, amountPaisa }: { view: CheckoutView; amountPaisa: number }) {
  // The permalink is this step's own address: without JavaScript the form posts there (never an empty action).
  const [state, action, pending] = useActionState<PayFormState, FormData>(
    payAction,
    initialActionState as PayFormState,
    checkoutHref({ order: view.order?.id, step: 'method' }),
  );
  const order = view.order;
  if (!order) return null;
  const { methods } = view.options;
  const last = order.payments.at(-1);
  // A bank transfer is not declined but not confirmed by our staff, who said why.
  const lastMessage =
    last?.method === 'bank_transfer' && last.status === 'failed'
      ? `We could not confirm your last bank transfer. ${last.failureReason ?? ''}`
      : last
        ? LAST_ATTEMPT[last.status]
        : undefined;
  const price = formatPrice({ amountPaisa, currency: 'PKR' });
  const identityBlocks = view.identity === 'not_submitted' || view.identity === 'rejected';
  return (
    <section className={styles.panel} aria-labelledby="method-heading">
      <h2 id="method-heading">Payment</h2>
      {lastMessage ? <p className={styles.warning}>{lastMessage}</p> : null}
      <p className="muted">We hold this order for you until {formatMoment(order.expiresAt)}.</p>
      {identityBlocks ? (
        <p className={styles.warning}>
          {view.identity === 'rejected'
            ? 'Your identity verification was not accepted. Send it again before you pay.'
            : 'Verify your identity before you pay: it takes about five minutes.'}{' '}
          <Link href={`/kyc?next=${encodeURIComponent(checkoutHref({ order: order.id, step: 'method' }))}`}>
            Verify your identity
          </Link>
        </p>
      ) : state.receipt ? (
        <GatewayHandoff redirect={state.receipt} />
      ) : (
        <form action={action} noValidate autoComplete="off">
          <ErrorSummary state={state} fields={[{ name: 'method', id: `method-${methods[0]?.id ?? ''}` }]} />
          <input type="hidden" name="order" value={order.id} />
          <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
          <ChoiceList
            key={state.submission}
            legend="How do you want to pay?"
            name="method"
            defaultValue={state.values.method || (last?.method ?? methods[0]?.id)}
            error={state.fieldErrors.method}
            choices={methods.map((method) => ({ value: method.id, label: method.label, hint: method.description }))}
          />
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? 'Taking you to the payment page…' : `Pay ${price}`}
          </Button>
        </form>
      )}
    </section>
  );
}
