'use client';
// The password confirms closing; nothing else is asked. Its words are the catalogue's `closeAccountForm` namespace in the
// page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { closeAccountAction, type CloseAccountState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [{ name: 'password', id: 'close-password' }] as const;
const initialState: CloseAccountState = initialActionState;

export function CloseAccountForm({
  locale,
  words,
  errorSummaryTitle,
  path,
}: {
  locale: Locale;
  words: PlainWords<'closeAccountForm'>;
  /** Left out on an English page: the summary's own English. */
  errorSummaryTitle?: string;
  path: string;
}) {
  const [state, action, pending] = useActionState(closeAccountAction, initialState, path);
  return (
    <form action={action} className={styles.form} noValidate>
      <ErrorSummary state={state} fields={FIELDS} {...(errorSummaryTitle ? { title: errorSummaryTitle } : {})} />
      <LocaleField locale={locale} />
      <TextField
        id="close-password"
        label={words.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        key={`password-${state.submission}`}
        error={state.fieldErrors.password}
      />
      <Button type="submit" variant="danger" disabled={pending} aria-disabled={pending}>
        {pending ? words.closing : words.submit}
      </Button>
    </form>
  );
}
