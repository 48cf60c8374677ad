'use client';
// "Pay for semester N": one button, posting to the dashboard's action (the dashboard itself without JavaScript).
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import { paySemesterAction } from '../actions';

export function PaySemesterForm({
  programme,
  intake,
  semester,
  idempotencyKey,
}: {
  programme: string;
  intake: string;
  semester: number;
  idempotencyKey: string;
}) {
  const [state, action, pending] = useActionState(paySemesterAction, initialActionState, '/user-dashboard');
  return (
    <form action={action} noValidate>
      <ErrorSummary state={state} fields={[]} />
      <input type="hidden" name="programme" value={programme} />
      <input type="hidden" name="intake" value={intake} />
      <input type="hidden" name="semester" value={semester} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Opening your order…' : `Pay for semester ${semester}`}
      </Button>
    </form>
  );
}
