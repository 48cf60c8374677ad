'use client';
// One button: every other sign-in ends. Its words come from the server in the page's language.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { signOutOthersAction, type SignOutOthersState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

export interface SignOutOthersText {
  submit: string;
  signingOut: string;
  errorSummaryTitle?: string;
  path: string;
}

const initialState: SignOutOthersState = initialActionState;

export function SignOutOthersForm({ locale, text }: { locale: Locale; text: SignOutOthersText }) {
  const [state, action, pending] = useActionState(signOutOthersAction, initialState, text.path);
  return (
    <form action={action} className={styles.form}>
      <FormOutcome state={state} fields={[]} title={text.errorSummaryTitle} />
      <LocaleField locale={locale} />
      <Button type="submit" variant="secondary" disabled={pending} aria-disabled={pending}>
        {pending ? text.signingOut : text.submit}
      </Button>
    </form>
  );
}
