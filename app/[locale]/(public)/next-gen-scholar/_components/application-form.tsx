'use client';
// The next-gen scholar application: a server action through useActionState (works without JavaScript),
// the error summary focused on error, what was typed kept, the reference shown once stored.
import { useActionState } from 'react';
import type { ScholarshipIntake } from '@/contract';
import { PhoneField } from '@/components/phone-field';
import styles from '@/components/ui/field.module.css';
import { FormReceiptPanel } from '@/components/ui/form-receipt';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { fieldBinder, initialActionState } from '@/lib/forms/action-state';
import { EmailField, RequestFormHead, SendButton } from '../../_components/request-form';
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
  intakes: ScholarshipIntake[];
  /** The programmes a scholar can choose from. */
  programmes: ReadonlyArray<{ slug: string; title: string }>;
  defaultCountry: string;
  idempotencyKey: string;
}

export function ApplicationForm({ intakes, programmes, defaultCountry, idempotencyKey }: ApplicationFormProps) {
  const [state, formAction, pending] = useActionState<ApplicationFormState, FormData>(
    submitApplication,
    initialActionState,
    '/next-gen-scholar',
  );
  if (state.receipt) {
    return (
      <FormReceiptPanel title="Thank you: your application is in" reference={state.receipt.reference}>
        <p>
          We review every application after the closing date and write to you by e-mail either way, by the decision date
          shown for your intake.
        </p>
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
        note="Fields marked * are required."
        idempotencyKey={idempotencyKey}
      />
      {only ? (
        <input type="hidden" name="intake" value={only.slug} />
      ) : (
        <SelectField
          id="ngs-intake"
          label="Intake"
          required
          options={intakes.map((i) => ({ value: i.slug, label: i.name }))}
          placeholder="Choose an intake"
          {...field('intake', intakes[0]?.slug)}
          hint="The soonest intake is chosen for you."
        />
      )}
      <SelectField
        id="ngs-programme"
        label="Programme you want to study"
        required
        options={programmes.map((p) => ({ value: p.slug, label: p.title }))}
        placeholder="Choose a programme"
        {...field('programme')}
      />
      <TextField
        id="ngs-name"
        label="Full name"
        autoComplete="name"
        required
        {...field('applicantName')}
        maxLength={100}
      />
      <EmailField
        id="ngs-email"
        {...field('email')}
        hint="Your own: it is how we tell applicants apart (one application per e-mail address per intake). Brothers and sisters may give the same phone number."
      />
      <TextField
        id="ngs-dob"
        type="date"
        label="Date of birth"
        autoComplete="bday"
        required
        {...field('dateOfBirth')}
        hint="You must be 16 or over."
      />
      <PhoneField
        key={`phone-${state.submission}`}
        id="ngs-phone"
        label="Phone number"
        required
        defaultCountry={value('phoneCountry', defaultCountry)}
        {...field('phone')}
        preferredCountries={['PK']}
      />
      <fieldset className={styles.fieldset} aria-describedby="ngs-guardian-hint">
        <legend className={styles.legend}>Parent or guardian</legend>
        <p id="ngs-guardian-hint" className="muted">
          Required if you are under 18.
        </p>
        <TextField
          id="ngs-guardian-name"
          label="Parent’s or guardian’s name"
          autoComplete="off"
          {...field('guardianName')}
          maxLength={100}
        />
        <PhoneField
          key={`guardian-${state.submission}`}
          id="ngs-guardian-phone"
          label="Parent’s or guardian’s phone number"
          defaultCountry={value('guardianPhoneCountry', defaultCountry)}
          {...field('guardianPhone')}
          preferredCountries={['PK']}
        />
      </fieldset>
      <TextField
        id="ngs-school"
        label="School or college"
        autoComplete="organization"
        required
        {...field('school')}
        maxLength={150}
      />
      <TextField id="ngs-city" label="City" autoComplete="address-level2" required {...field('city')} maxLength={80} />
      <TextAreaField
        id="ngs-statement"
        label="Why do you want to join? (50 to 1500 characters)"
        required
        {...field('statement')}
        limit={1500}
        rows={6}
      />
      <SendButton pending={pending}>Send application</SendButton>
    </form>
  );
}
