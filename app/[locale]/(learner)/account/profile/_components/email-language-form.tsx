'use client';
// The language of our e-mails to the learner: English or Urdu. Each option is named in its own language, as the
// language switch names them; a plain form, so it works without JavaScript.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { SelectField } from '@/components/ui/select-field';
import { initialActionState } from '@/lib/forms/action-state';
import { LANGUAGE_NAME, LOCALES, type Locale } from '@/lib/i18n/locales';
import { updateEmailLanguageAction, type EmailLanguageState } from '../actions';
import styles from '../../account.module.css';

const FIELDS = [{ name: 'language', id: 'profile-email-language' }] as const;

const initialState: EmailLanguageState = initialActionState;

const OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  label: locale === 'en' ? LANGUAGE_NAME.en : `${LANGUAGE_NAME[locale]} (Urdu)`,
}));

export function EmailLanguageForm({ language }: { language: Locale }) {
  const [state, action, pending] = useActionState(updateEmailLanguageAction, initialState, '/account/profile');
  return (
    <form action={action} className={styles.form} noValidate aria-labelledby="email-language-heading">
      <FormOutcome state={state} fields={FIELDS} />
      <SelectField
        id="profile-email-language"
        name="language"
        label="Language"
        hint="For our codes, receipts, decisions and reminders. It starts as the language you signed up in; the pages have their own switch at the top."
        options={OPTIONS}
        defaultValue={state.values.language || language}
        error={state.fieldErrors.language}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save language'}
      </Button>
    </form>
  );
}
