'use client';
// The language of our e-mails to the learner: English or Urdu. Each option is named in its own language, as the
// language switch names them; a plain form, so it works without JavaScript. Its words are the catalogue's
// `emailLanguageForm` namespace in the page's language.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { SelectField } from '@/components/ui/select-field';
import { initialActionState } from '@/lib/forms/action-state';
import { LANGUAGE_NAME, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { updateEmailLanguageAction, type EmailLanguageState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [{ name: 'language', id: 'profile-email-language' }] as const;

const initialState: EmailLanguageState = initialActionState;

// On an English page Urdu's own name needs a word the reader knows; an Urdu page names both in their own language.
const optionsOn = (page: Locale) =>
  LOCALES.map((locale) => ({
    value: locale,
    label: locale === 'en' || page !== 'en' ? LANGUAGE_NAME[locale] : `${LANGUAGE_NAME[locale]} (Urdu)`,
  }));

export function EmailLanguageForm({
  language,
  locale,
  words,
  errorSummaryTitle,
  path,
}: {
  language: Locale;
  locale: Locale;
  words: PlainWords<'emailLanguageForm'>;
  /** Left out on an English page: the summary's own English. */
  errorSummaryTitle?: string;
  path: string;
}) {
  const [state, action, pending] = useActionState(updateEmailLanguageAction, initialState, path);
  return (
    <form action={action} className={styles.form} noValidate aria-labelledby="email-language-heading">
      <FormOutcome state={state} fields={FIELDS} title={errorSummaryTitle} />
      <LocaleField locale={locale} />
      <SelectField
        id="profile-email-language"
        name="language"
        label={words.label}
        hint={words.hint}
        options={optionsOn(locale)}
        defaultValue={state.values.language || language}
        error={state.fieldErrors.language}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? words.saving : words.save}
      </Button>
    </form>
  );
}
