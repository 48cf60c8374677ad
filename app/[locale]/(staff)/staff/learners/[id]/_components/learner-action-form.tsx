'use client';
// One action on a learner's page: a button, and for a receipt or a note the one field it needs (its error at the
// field, what was typed kept). Posts to the learner's page itself without JavaScript. A hidden key per form makes a
// double submit one action (Idempotency-Key); a new one comes with every answer.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { LearnerAction } from '@/lib/api/staff-learners';
import {
  addNoteAction,
  endSessionsAction,
  resendConfirmationAction,
  resendReceiptAction,
  type LearnerActionState,
} from '../actions';

const ACTIONS = {
  confirmation: resendConfirmationAction,
  'receipt-mail': resendReceiptAction,
  'sessions/end': endSessionsAction,
  notes: addNoteAction,
};

interface Props {
  learnerId: string;
  action: LearnerAction;
  formKey: string;
  button: string;
  /** The learner's receipt numbers, for "Resend a receipt". */
  receipts?: string[];
}

export function LearnerActionForm({ learnerId, action, formKey, button, receipts }: Props) {
  const [state, act, pending] = useActionState(
    ACTIONS[action],
    initialActionState as LearnerActionState,
    `/staff/learners/${learnerId}`,
  );
  const prefix = `learner-${action.replace('/', '-')}`;
  const fields =
    action === 'notes'
      ? [{ name: 'text', id: `${prefix}-text` }]
      : action === 'receipt-mail'
        ? [{ name: 'receipt', id: `${prefix}-receipt` }]
        : [];
  return (
    <form action={act} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={fields} />
      {state.receipt ? <p role="status">{state.receipt.message}</p> : null}
      <input type="hidden" name="id" value={learnerId} />
      <input type="hidden" name="key" value={`${formKey}-${state.submission}`} />
      {action === 'receipt-mail' ? (
        <SelectField
          id={`${prefix}-receipt`}
          label="Receipt"
          name="receipt"
          options={(receipts ?? []).map((number) => ({ value: number, label: number }))}
          defaultValue={state.values.receipt ?? receipts?.[0]}
          error={state.fieldErrors.receipt}
        />
      ) : null}
      {action === 'notes' ? (
        <TextAreaField
          id={`${prefix}-text`}
          label="Internal note (the learner never sees it)"
          name="text"
          rows={3}
          limit={2000}
          defaultValue={state.fieldErrors.text ? state.values.text : ''}
          error={state.fieldErrors.text}
        />
      ) : null}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Working…' : button}
      </Button>
    </form>
  );
}
