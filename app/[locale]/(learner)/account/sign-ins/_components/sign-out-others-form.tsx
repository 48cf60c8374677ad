'use client';
// One button: every other sign-in ends.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { initialActionState } from '@/lib/forms/action-state';
import { signOutOthersAction, type SignOutOthersState } from '../actions';
import styles from '../../account.module.css';

const initialState: SignOutOthersState = initialActionState;

export function SignOutOthersForm() {
  const [state, action, pending] = useActionState(signOutOthersAction, initialState, '/account/sign-ins');
  return (
    <form action={action} className={styles.form}>
      <FormOutcome state={state} fields={[]} />
      <Button type="submit" variant="secondary" disabled={pending} aria-disabled={pending}>
        {pending ? 'Signing out…' : 'Sign out everywhere else'}
      </Button>
    </form>
  );
}
