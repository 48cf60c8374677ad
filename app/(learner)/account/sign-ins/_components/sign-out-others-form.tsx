'use client';
// One button: every other sign-in ends.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import { signOutOthersAction, type SignOutOthersState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../account.module.css';

const initialState: SignOutOthersState = initialActionState;

export function SignOutOthersForm() {
  const [state, action, pending] = useActionState(signOutOthersAction, initialState, '/account/sign-ins');
  return (
    <form action={action} className={styles.form}>
      <ErrorSummary state={state} fields={[]} />
      {state.receipt ? (
        <p role="status" className={noticeStyles.notice}>
          {state.receipt.message}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending} aria-disabled={pending}>
        {pending ? 'Signing out…' : 'Sign out everywhere else'}
      </Button>
    </form>
  );
}
