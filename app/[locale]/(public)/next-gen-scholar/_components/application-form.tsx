'use client';
// The next-gen scholar application: a server action through useActionState (works without JavaScript),
// the error summary focused on error, what was typed kept, the reference shown once stored. Its words are the
// catalogue's `scholarshipForm` namespace in the page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import type { ScholarshipIntake } from '@/contract';
import { PhoneField } from '@/components/phone-field';
import styles from '@/components/ui/field.module.css';
import { FormReceiptPanel } from '@/components/ui/form-receipt';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { fieldBinder, initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { EmailField, RequestFormHead, SendButton } from '../../_components/request-form';
import type { RequestFormText } from '../../_components/request-form-text';
import { submitApplication, type ApplicationFormState } from '../actions';

const FIELDS = [
  { name: 'intake', id: 'ngs-intake' },
  { name: 'programme', id: 'ngs-programme' },
  { name: 'applicantName', id: 'ngs-name' },
  { name: 'email', id: 'ngs-email' },
  { name: 'dateOfBirth', id: 'ngs-dob' },
  { name: 'phone', id: 'ngs-phone' },
  { name: 'guardianName', id: 'ngs-guardian-name' },
  { name: 'guardianPhone', id: 'ngs-guardian-phone' },
  { name: 'school', id: 'ngs-school' },
  { name: 'city', id: 'ngs-city' },
  { name: 'statement', id: 'ngs-statement' },
] as const;

interface ApplicationFormProps {
  /** `lang`: set where the name is English inside a page in another language. */
  intakes: Array<ScholarshipIntake & { lang?: 'en' }>;
  /** The programmes a scholar can choose from. */
  programmes: ReadonlyArray<{ slug: string; title: string; lang?: 'en' }>;
  defaultCountry: string;
  idempotencyKey: string;
  locale: Locale;
  words: PlainWords<'scholarshipForm'>;
  text: RequestFormText;
}

export function ApplicationForm({
  intakes,
  programmes,
  defaultCountry,
  idempotencyKey,
  locale,
  words,
  text,
}: ApplicationFormProps) {
  const [state, formAction, pending] = useActionState<ApplicationFormState, FormData>(
    submitApplication,
    initialActionState,
    text.path,
  );
  if (state.receipt) {
    return (
      <FormReceiptPanel title={words.receiptTitle} reference={state.receipt.reference} referenceText={text.reference}>
        <p>{words.receiptBody}</p>
      </FormReceiptPanel>
    );
  }
  const field = fieldBinder(state);
  // Each phone's country travels in a field of its own, beside the number.
  const value = (name: string, fallback: string) => state.values[name] ?? fallback;
  const only = intakes.length === 1 ? intakes[0] : undefined;

  return (
    <form action={formAction} noValidate aria-describedby="ngs-form-required">
      <RequestFormHead
        state={state}
        fields={FIELDS}
        noteId="ngs-form-required"
        note={words.requiredNote}
        title={text.errorSummaryTitle}
        idempotencyKey={idempotencyKey}
        locale={locale}
      />
      {only ? (
        <input type="hidden" name="intake" value={only.slug} />
      ) : (
        <SelectField
          id="ngs-intake"
          label={words.intake}
          required
          options={intakes.map((i) => ({ value: i.slug, label: i.name, lang: i.lang }))}
          placeholder={words.intakePlaceholder}
          {...field('intake', intakes[0]?.slug)}
          hint={words.intakeHint}
        />
      )}
      <SelectField
        id="ngs-programme"
        label={words.programme}
        required
        options={programmes.map((p) => ({ value: p.slug, label: p.title, lang: p.lang }))}
        placeholder={words.programmePlaceholder}
        {...field('programme')}
      />
      <TextField
        id="ngs-name"
        label={words.fullName}
        autoComplete="name"
        required
        {...field('applicantName')}
        maxLength={100}
      />
      <EmailField id="ngs-email" label={words.email} {...field('email')} hint={words.emailHint} />
      {/* Day first, as the label says (contract/typed-date.ts); a browser's date field follows its own language. */}
      <TextField
        id="ngs-dob"
        inputMode="numeric"
        dir="ltr"
        maxLength={10}
        label={words.dateOfBirth}
        autoComplete="bday"
        required
        {...field('dateOfBirth')}
        hint={words.dateOfBirthHint}
      />
      <PhoneField
        key={`phone-${state.submission}`}
        id="ngs-phone"
        label={words.phone}
        locale={locale}
        text={text.phoneField}
        required
        defaultCountry={value('phoneCountry', defaultCountry)}
        {...field('phone')}
        preferredCountries={['PK']}
      />
      <fieldset className={styles.fieldset} aria-describedby="ngs-guardian-hint">
        <legend className={styles.legend}>{words.guardian}</legend>
        <p id="ngs-guardian-hint" className="muted">
          {words.guardianHint}
        </p>
        <TextField
          id="ngs-guardian-name"
          label={words.guardianName}
          autoComplete="off"
          {...field('guardianName')}
          maxLength={100}
        />
        <PhoneField
          key={`guardian-${state.submission}`}
          id="ngs-guardian-phone"
          label={words.guardianPhone}
          locale={locale}
          text={text.phoneField}
          defaultCountry={value('guardianPhoneCountry', defaultCountry)}
          {...field('guardianPhone')}
          preferredCountries={['PK']}
        />
      </fieldset>
      <TextField
        id="ngs-school"
        label={words.school}
        autoComplete="organization"
        required
        {...field('school')}
        maxLength={150}
      />
      <TextField
        id="ngs-city"
        label={words.city}
        autoComplete="address-level2"
        required
        {...field('city')}
        maxLength={80}
      />
      <TextAreaField
        id="ngs-statement"
        label={words.statement}
        required
        {...field('statement')}
        limit={1500}
        countText={text.count}
        rows={6}
      />
      <SendButton pending={pending} sending={words.sending}>
        {words.send}
      </SendButton>
    </form>
  );
}
