'use client';
// Confirm or reject one bank transfer (a server action: works without JavaScript). After the decision, what was
// recorded and the way back to the queue.
import { useActionState } from 'react';
import { TRANSFER_REJECTION_REASONS } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import fieldStyles from '@/components/ui/field.module.css';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { initialActionState } from '@/lib/forms/action-state';
import { decideTransferAction, type TransferDecisionState } from '../actions';

const REASONS = Object.entries(TRANSFER_REJECTION_REASONS).map(([value, label]) => ({ value, label }));
const FIELDS = [
  { name: 'decision', id: 'decision-confirm' },
  { name: 'rejection_reason', id: 'decision-reason' },
  { name: 'note', id: 'decision-note' },
];

export function TransferDecisionForm({ paymentId, amount }: { paymentId: string; amount: string }) {
  const [state, formAction, pending] = useActionState<TransferDecisionState, FormData>(decideTransferAction, initialActionState, `/staff/payments/${paymentId}`);
  if (state.receipt) {
    const confirmed = state.receipt.decision?.decision === 'confirmed';
    return (
      <div role="status">
        <p>
          <strong>{confirmed ? 'Confirmed: the order is paid and the learner enrolled.' : 'Rejected.'}</strong> The learner has been e-mailed
          {confirmed ? ' their receipt' : ' the reason'}.
        </p>
        <Link href="/staff/payments">Back to the queue</Link>
      </div>
    );
  }
  const value = (name: string) => state.values[name] ?? '';
  return (
    <form action={formAction} noValidate>
      <ErrorSummary state={state} fields={FIELDS} />
      <input type="hidden" name="paymentId" value={paymentId} />
      <fieldset className={fieldStyles.fieldset} aria-describedby={state.fieldErrors.decision ? 'decision-error' : undefined}>
        <legend className={fieldStyles.label}>Decision</legend>
        <label>
          <input type="radio" id="decision-confirm" name="decision" value="confirm" defaultChecked={value('decision') === 'confirm'} /> Confirm: {amount} has reached our account
        </label>
        <br />
        <label>
          <input type="radio" id="decision-reject" name="decision" value="reject" defaultChecked={value('decision') === 'reject'} /> Reject
        </label>
        {state.fieldErrors.decision ? (
          <p id="decision-error" className={fieldStyles.error}>
            {state.fieldErrors.decision}
          </p>
        ) : null}
      </fieldset>
      <SelectField id="decision-reason" name="rejection_reason" label="Reason (when rejecting)" options={REASONS} placeholder="Choose a reason" defaultValue={value('rejection_reason')} error={state.fieldErrors.rejection_reason} />
      <TextAreaField id="decision-note" name="note" label="Note (optional; the learner reads it when you reject; required for “another reason”)" defaultValue={value('note')} error={state.fieldErrors.note} maxLength={500} rows={3} />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save decision'}
      </Button>
    </form>
  );
}
