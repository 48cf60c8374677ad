'use client';
// The password confirms closing; nothing else is asked. Its words come from the server in the page's language; an
// Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { closeAccountAction, type CloseAccountState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

export interface CloseAccountText {
  password: string;
  submit: string;
  closing: string;
  errorSummaryTitle?: string;
  path: string;
}

const FIELDS = [{ name: 'password', id: 'close-password' }] as const;
const initialState: CloseAccountState = initialActionState;

export function CloseAccountForm({ locale, text }: { locale: Locale; text: CloseAccountText }) {
  const [state, action, pending] = useActionState(closeAccountAction, initialState, text.path);
  return (
    <form action={action} className={styles.form} noValidate>
      <ErrorSummary
        state={state}
        fields={FIELDS}
        {...(text.errorSummaryTitle ? { title: text.errorSummaryTitle } : {})}
      />
      <LocaleField locale={locale} />
      <TextField
        id="close-password"
        label={text.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        key={`password-${state.submission}`}
        error={state.fieldErrors.password}
      />
      <Button type="submit" variant="danger" disabled={pending} aria-disabled={pending}>
        {pending ? text.closing : text.submit}
      </Button>
    </form>
  );
}
