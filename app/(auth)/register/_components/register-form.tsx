'use client';
// The sign-up form: the password rule is stated up front; on an error everything but the password stays.
import { useActionState } from 'react';
import { PASSWORD_RULE } from '@/contract';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { registerAction } from '../actions';
import styles from '../../auth.module.css';

const FIELDS = [
  { name: 'full_name', id: 'register-name' },
  { name: 'email', id: 'register-email' },
  { name: 'phone', id: 'register-phone' },
  { name: 'password', id: 'register-password' },
] as const;

export function RegisterForm({ next, defaultCountry }: { next: string | null; defaultCountry: string }) {
  const [state, action, pending] = useActionState(registerAction, initialActionState);
  const { values, fieldErrors: errors, submission: k } = state;
  return (
    <form action={action} className={styles.form} noValidate>
      <ErrorSummary state={state} fields={FIELDS} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField id="register-name" label="Full name" name="full_name" autoComplete="name" required defaultValue={values.full_name} key={`name-${k}`} error={errors.full_name} />
      <TextField id="register-email" label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={values.email} key={`email-${k}`} error={errors.email} />
      <PhoneField
        key={`phone-${k}`}
        id="register-phone"
        name="phone"
        label="Phone (optional)"
        defaultCountry={values.phoneCountry || defaultCountry}
        defaultValue={values.phone}
        error={errors.phone}
        preferredCountries={['PK']}
      />
      <TextField id="register-password" label="Password" name="password" type="password" autoComplete="new-password" required hint={PASSWORD_RULE} error={errors.password} />
      <Button type="submit" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
