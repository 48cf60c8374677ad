'use client';
// Approve or reject one submission (a server action: works without JavaScript). After the decision, the way back
// to the queue.
import { useActionState } from 'react';
import { KYC_REJECTION_REASONS } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import fieldStyles from '@/components/ui/field.module.css';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { initialActionState } from '@/lib/forms/action-state';
import { decideKycAction, type DecisionState } from '../actions';

const REASONS = Object.entries(KYC_REJECTION_REASONS).map(([value, label]) => ({ value, label }));
const FIELDS = [
  { name: 'decision', id: 'decision-approve' },
  { name: 'rejection_reason', id: 'decision-reason' },
  { name: 'note', id: 'decision-note' },
];

export function DecisionForm({ submissionId }: { submissionId: string }) {
  const [state, formAction, pending] = useActionState<DecisionState, FormData>(decideKycAction, initialActionState, `/staff/kyc/${submissionId}`);
  if (state.receipt) {
    return (
      <div role="status">
        <p>
          <strong>{state.receipt.status === 'approved' ? 'Approved.' : 'Rejected.'}</strong> The learner has been e-mailed.
        </p>
        <Link href="/staff/kyc">Back to the queue</Link>
      </div>
    );
  }
  const value = (name: string) => state.values[name] ?? '';
  return (
    <form action={formAction} noValidate>
      <ErrorSummary state={state} fields={FIELDS} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <fieldset className={fieldStyles.fieldset} aria-describedby={state.fieldErrors.decision ? 'decision-error' : undefined}>
        <legend className={fieldStyles.label}>Decision</legend>
        <label>
          <input type="radio" id="decision-approve" name="decision" value="approve" defaultChecked={value('decision') === 'approve'} /> Approve
        </label>{' '}
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
      <TextAreaField id="decision-note" name="note" label="Note to the learner (optional; required for “another reason”)" defaultValue={value('note')} error={state.fieldErrors.note} maxLength={500} rows={3} />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save decision'}
      </Button>
    </form>
  );
}
