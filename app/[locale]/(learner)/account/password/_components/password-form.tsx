'use client';
// Current password, then the new one with sign-up's strength hint. Its words are the catalogue's `passwordForm`
// namespace in the page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { NewPasswordField } from '@/components/ui/new-password-field';
import type { PasswordFieldText } from '@/lib/forms/password-field-text';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { changePasswordAction, type PasswordState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [
  { name: 'current_password', id: 'password-current' },
  { name: 'new_password', id: 'password-new' },
] as const;

const initialState: PasswordState = initialActionState;

export function PasswordForm({
  email,
  locale,
  words,
  errorSummaryTitle,
  passwordField,
  path,
}: {
  email: string;
  locale: Locale;
  words: PlainWords<'passwordForm'>;
  /** Left out on an English page: the summary's own English. */
  errorSummaryTitle?: string;
  passwordField?: PasswordFieldText;
  path: string;
}) {
  const [state, action, pending] = useActionState(changePasswordAction, initialState, path);
  const { fieldErrors: errors, submission: k } = state;
  return (
    <form action={action} className={styles.form} noValidate>
      <FormOutcome state={state} fields={FIELDS} title={errorSummaryTitle} />
      <LocaleField locale={locale} />
      {/* The address lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="password-current"
        label={words.currentPassword}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        key={`current-${k}`}
        error={errors.current_password}
      />
      <NewPasswordField
        id="password-new"
        label={words.newPassword}
        name="new_password"
        email={email}
        text={passwordField}
        error={errors.new_password}
        key={`new-${k}`}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? words.changing : words.submit}
      </Button>
    </form>
  );
}
