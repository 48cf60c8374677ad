'use client';
// The confirmation: one box to tick, then the button; posts to the page itself without JavaScript.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FieldShell, fieldAria } from '@/components/ui/field-shell';
import { initialActionState } from '@/lib/forms/action-state';
import { withdrawAction } from '../actions';

const FIELDS = [{ name: 'confirm', id: 'withdraw-confirm' }] as const;

export function WithdrawForm({
  programme,
  semester,
  idempotencyKey,
  permalink,
}: {
  programme: string;
  semester: number;
  idempotencyKey: string;
  permalink: string;
}) {
  const [state, action, pending] = useActionState(withdrawAction, initialActionState, permalink);
  const error = state.fieldErrors.confirm;
  return (
    <form action={action} noValidate>
      <ErrorSummary state={state} fields={FIELDS} />
      <input type="hidden" name="programme" value={programme} />
      <input type="hidden" name="semester" value={semester} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FieldShell
        controlId="withdraw-confirm"
        label={`I want to withdraw from semester ${semester} and stop the programme from then on`}
        required
        error={error}
      >
        <input
          id="withdraw-confirm"
          type="checkbox"
          name="confirm"
          value="yes"
          required
          key={`confirm-${state.submission}`}
          defaultChecked={state.values.confirm === 'yes'}
          {...fieldAria('withdraw-confirm', undefined, error)}
        />
      </FieldShell>
      <Button type="submit" variant="danger" disabled={pending} aria-disabled={pending}>
        {pending ? 'Sending your request…' : `Withdraw from semester ${semester}`}
      </Button>
    </form>
  );
}
