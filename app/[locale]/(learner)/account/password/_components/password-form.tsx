'use client';
// Current password, then the new one with sign-up's strength hint. Its words come from the server in the page's
// language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { NewPasswordField } from '@/components/ui/new-password-field';
import type { PasswordFieldText } from '@/lib/forms/password-field-text';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { changePasswordAction, type PasswordState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

export interface PasswordText {
  currentPassword: string;
  newPassword: string;
  submit: string;
  changing: string;
  errorSummaryTitle?: string;
  passwordField?: PasswordFieldText;
  path: string;
}

const FIELDS = [
  { name: 'current_password', id: 'password-current' },
  { name: 'new_password', id: 'password-new' },
] as const;

const initialState: PasswordState = initialActionState;

export function PasswordForm({ email, locale, text }: { email: string; locale: Locale; text: PasswordText }) {
  const [state, action, pending] = useActionState(changePasswordAction, initialState, text.path);
  const { fieldErrors: errors, submission: k } = state;
  return (
    <form action={action} className={styles.form} noValidate>
      <FormOutcome state={state} fields={FIELDS} title={text.errorSummaryTitle} />
      <LocaleField locale={locale} />
      {/* The address lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="password-current"
        label={text.currentPassword}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        key={`current-${k}`}
        error={errors.current_password}
      />
      <NewPasswordField
        id="password-new"
        label={text.newPassword}
        name="new_password"
        email={email}
        text={text.passwordField}
        error={errors.new_password}
        key={`new-${k}`}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.changing : text.submit}
      </Button>
    </form>
  );
}
