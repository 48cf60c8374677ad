'use client';
// Current password, then the new one with sign-up's strength hint.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { changePasswordAction, type PasswordState } from '../actions';
import styles from '../../account.module.css';

const FIELDS = [
  { name: 'current_password', id: 'password-current' },
  { name: 'new_password', id: 'password-new' },
] as const;

const initialState: PasswordState = initialActionState;

export function PasswordForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState(changePasswordAction, initialState, '/account/password');
  const { fieldErrors: errors, submission: k } = state;
  return (
    <form action={action} className={styles.form} noValidate>
      <FormOutcome state={state} fields={FIELDS} />
      {/* The address lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="password-current"
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        key={`current-${k}`}
        error={errors.current_password}
      />
      <NewPasswordField
        id="password-new"
        label="New password"
        name="new_password"
        email={email}
        error={errors.new_password}
        key={`new-${k}`}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
