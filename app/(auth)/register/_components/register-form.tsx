'use client';
// The sign-up form: the password rule is stated up front; on an error everything but the password stays.
import { useActionState } from 'react';
import { PASSWORD_RULE } from '@/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { PhoneField } from '@/components/phone-field';
import { FormAlert } from '@/components/session/form-alert';
import { registerAction, type RegisterState } from '../actions';
import styles from '../../auth.module.css';

const initialState: RegisterState = { attempt: 0, values: { full_name: '', email: '', phone: '', phoneCountry: '' }, fieldErrors: {} };

export function RegisterForm({ next, defaultCountry }: { next: string | null; defaultCountry: string }) {
  const [state, action, pending] = useActionState(registerAction, initialState);
  const k = state.attempt;
  return (
    <form action={action} className={styles.form} noValidate>
      <FormAlert message={state.message} attempt={k} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField label="Full name" name="full_name" autoComplete="name" required defaultValue={state.values.full_name} key={`name-${k}`} error={state.fieldErrors.full_name} />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={state.values.email} key={`email-${k}`} error={state.fieldErrors.email} />
      <PhoneField
        key={`phone-${k}`}
        id="register-phone"
        name="phone"
        label="Phone (optional)"
        defaultCountry={state.values.phoneCountry || defaultCountry}
        defaultValue={state.values.phone}
        error={state.fieldErrors.phone?.join(' ')}
        preferredCountries={['PK']}
      />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" required hint={PASSWORD_RULE} error={state.fieldErrors.password} />
      <Button type="submit" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
