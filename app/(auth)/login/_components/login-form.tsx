'use client';
// The sign-in form: errors at the field, the e-mail kept, the password never sent back.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FormAlert } from '@/components/session/form-alert';
import { signInAction, type LoginState } from '../actions';
import styles from '../../auth.module.css';

const initialState: LoginState = { attempt: 0, values: { email: '' }, fieldErrors: {} };

export function LoginForm({ next }: { next: string | null }) {
  const [state, action, pending] = useActionState(signInAction, initialState);
  return (
    <form action={action} className={styles.form} noValidate>
      <FormAlert message={state.message} attempt={state.attempt} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={state.values.email} key={`email-${state.attempt}`} error={state.fieldErrors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={state.fieldErrors.password} />
      <Button type="submit" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
