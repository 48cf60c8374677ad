'use client';
// One button: every other sign-in ends. Its words are the catalogue's `signOutOthersForm` namespace in the page's
// language.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { signOutOthersAction, type SignOutOthersState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const initialState: SignOutOthersState = initialActionState;

export function SignOutOthersForm({
  locale,
  words,
  errorSummaryTitle,
  path,
}: {
  locale: Locale;
  words: PlainWords<'signOutOthersForm'>;
  /** Left out on an English page: the summary's own English. */
  errorSummaryTitle?: string;
  path: string;
}) {
  const [state, action, pending] = useActionState(signOutOthersAction, initialState, path);
  return (
    <form action={action} className={styles.form}>
      <FormOutcome state={state} fields={[]} title={errorSummaryTitle} />
      <LocaleField locale={locale} />
      <Button type="submit" variant="secondary" disabled={pending} aria-disabled={pending}>
        {pending ? words.signingOut : words.submit}
      </Button>
    </form>
  );
}
