'use client';
// Name and phone, with sign-up's fields and rules; what was typed stays on an error. Its words are the catalogue's
// `profileForm` namespace in the page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { PhoneField } from '@/components/phone-field';
import type { PhoneFieldText } from '@/lib/forms/phone-field-text';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { updateProfileAction, type ProfileState } from '../actions';
import styles from '../../account.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [
  { name: 'full_name', id: 'profile-name' },
  { name: 'phone', id: 'profile-phone' },
] as const;

const initialState: ProfileState = initialActionState;

export function ProfileForm({
  fullName,
  phone,
  defaultCountry,
  locale,
  words,
  errorSummaryTitle,
  phoneField,
  path,
}: {
  fullName: string;
  phone: string | null;
  defaultCountry: string;
  locale: Locale;
  words: PlainWords<'profileForm'>;
  /** Left out on an English page: the summary's own English. */
  errorSummaryTitle?: string;
  phoneField?: PhoneFieldText;
  /** The form's address (its permalink without JavaScript). */
  path: string;
}) {
  const [state, action, pending] = useActionState(updateProfileAction, initialState, path);
  const { values, fieldErrors: errors, submission: k } = state;
  const typed = state.submission > 0;
  return (
    <form action={action} className={styles.form} noValidate>
      <FormOutcome state={state} fields={FIELDS} title={errorSummaryTitle} />
      <LocaleField locale={locale} />
      <TextField
        id="profile-name"
        label={words.fullName}
        name="full_name"
        autoComplete="name"
        required
        defaultValue={typed ? values.full_name : fullName}
        key={`name-${k}`}
        error={errors.full_name}
      />
      <PhoneField
        key={`phone-${k}`}
        id="profile-phone"
        name="phone"
        label={words.phone}
        locale={locale}
        text={phoneField}
        defaultCountry={values.phoneCountry || defaultCountry}
        defaultValue={typed ? values.phone : (phone ?? '')}
        error={errors.phone}
        preferredCountries={['PK']}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? words.saving : words.save}
      </Button>
    </form>
  );
}
