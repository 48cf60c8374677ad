'use client';
// "Refund sent" for one requested withdrawal: one button; the platform's refusal (own case, settled already) shows
// above it. Posts to the queue itself without JavaScript. Once recorded, the queue renders the row as sent (by whom
// and when) in place of this form, so that row is the confirmation.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import { settleWithdrawalAction, type SettleState } from '../actions';

export function SettleForm({ id, learner }: { id: string; learner: string }) {
  const [state, action, pending] = useActionState(
    settleWithdrawalAction,
    initialActionState as SettleState,
    '/staff/withdrawals',
  );
  return (
    <form action={action} noValidate>
      <ErrorSummary state={state} fields={[]} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" disabled={pending} aria-disabled={pending} aria-label={`Refund sent to ${learner}`}>
        {pending ? 'Recording…' : 'Refund sent'}
      </Button>
    </form>
  );
}
