'use client';
// "Record refund" for one payment owed back: the amount sent (in rupees, at most what is owed), how and the
// reference the bank or wallet gave. Each error at its field, what was typed kept; posts to the page itself without
// JavaScript. Once recorded, the form gives way to what was recorded, which is the confirmation.
import { useActionState } from 'react';
import { formatRupees, PAYMENT_METHOD_LABEL, type RefundOwed } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldBinder, initialActionState } from '@/lib/forms/action-state';
import { optionsOf } from '../../../_components/money-labels';
import { recordRefundAction, type RefundState } from '../actions';

const FIELDS = [
  { name: 'amount', id: 'refund-amount' },
  { name: 'method', id: 'refund-method' },
  { name: 'reference', id: 'refund-reference' },
];

interface Props {
  /** What is owed back for the payment, or null when nothing is (recorded already, or never due). */
  owed: RefundOwed | null;
  paymentId: string;
  formKey: string;
}

export function RefundForm({ owed, paymentId, formKey }: Props) {
  const [state, action, pending] = useActionState(
    recordRefundAction,
    initialActionState as RefundState,
    `/staff/refunds/${paymentId}`,
  );
  const recorded = state.receipt;
  if (recorded)
    return (
      <div role="status">
        <h2>Refund recorded</h2>
        <p>
          {formatRupees({ amountPaisa: recorded.amountPaisa, currency: 'PKR' })} sent back to{' '}
          {recorded.learner.fullName} by {PAYMENT_METHOD_LABEL[recorded.method]}, reference{' '}
          <code>{recorded.reference}</code>. {recorded.learner.fullName} has been e-mailed; their payments and receipt
          show the refund.
        </p>
        <p>
          <Link href={`/staff/refunds/proof/${recorded.id}`}>Add proof</Link> (a photo or screenshot of the
          confirmation) · <Link href="/staff/refunds">Back to the refunds owed</Link>
        </p>
      </div>
    );
  // A refusal (a second refund from a stale tab: "recorded already") is said, though nothing is owed any more.
  if (!owed)
    return (
      <>
        <ErrorSummary state={state} fields={FIELDS} />
        <p>
          Nothing is owed back for this payment: its refund is recorded already, or none is due.{' '}
          <Link href="/staff/refunds">See the refunds owed</Link>.
        </p>
      </>
    );
  const field = fieldBinder(state);
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={FIELDS} />
      <input type="hidden" name="paymentId" value={paymentId} />
      <input type="hidden" name="key" value={`${formKey}-${state.submission}`} />
      <TextField
        id="refund-amount"
        label="Amount sent back (rupees)"
        hint={`At most ${formatRupees(owed.owed)}.`}
        inputMode="decimal"
        autoComplete="off"
        {...field('amount', String(owed.owed.amountPaisa / 100))}
      />
      <SelectField
        id="refund-method"
        label="Sent back by"
        options={optionsOf(PAYMENT_METHOD_LABEL)}
        {...field('method', owed.method)}
      />
      <TextField
        id="refund-reference"
        label="Reference the bank or wallet gave"
        autoComplete="off"
        spellCheck={false}
        {...field('reference')}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Recording…' : 'Record refund'}
      </Button>
    </form>
  );
}
