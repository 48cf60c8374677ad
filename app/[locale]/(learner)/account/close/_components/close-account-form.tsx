'use client';
// The password confirms closing; nothing else is asked.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { closeAccountAction, type CloseAccountState } from '../actions';
import styles from '../../account.module.css';

const FIELDS = [{ name: 'password', id: 'close-password' }] as const;
const initialState: CloseAccountState = initialActionState;

export function CloseAccountForm() {
  const [state, action, pending] = useActionState(closeAccountAction, initialState, '/account/close');
  return (
    <form action={action} className={styles.form} noValidate>
      <ErrorSummary state={state} fields={FIELDS} />
      <TextField
        id="close-password"
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        key={`password-${state.submission}`}
        error={state.fieldErrors.password}
      />
      <Button type="submit" variant="danger" disabled={pending} aria-disabled={pending}>
        {pending ? 'Closing…' : 'Close my account'}
      </Button>
    </form>
  );
}
