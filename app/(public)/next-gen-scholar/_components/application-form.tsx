'use client';
// The next-gen scholar application: a server action through useActionState (works without JavaScript),
// the error summary focused on error, what was typed kept, the reference shown once stored.
import { useActionState } from 'react';
import type { ScholarshipIntake } from '@/contract';
import { PhoneField } from '@/components/phone-field';
import styles from '@/components/ui/field.module.css';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormReceiptPanel } from '@/components/ui/form-receipt';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
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

export interface ApplicationFormProps {
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
  const errors = state.fieldErrors;
  const value = (name: string, fallback = '') => state.values[name] ?? fallback;
  const only = intakes.length === 1 ? intakes[0] : undefined;

  return (
    <form action={formAction} noValidate aria-describedby="ngs-form-required">
      <ErrorSummary state={state} fields={FIELDS} />
      <p id="ngs-form-required" className="muted">
        Fields marked * are required.
      </p>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {only ? (
        <input type="hidden" name="intake" value={only.slug} />
      ) : (
        <SelectField
          id="ngs-intake"
          name="intake"
          label="Intake"
          required
          options={intakes.map((i) => ({ value: i.slug, label: i.name }))}
          placeholder="Choose an intake"
          defaultValue={value('intake', intakes[0]?.slug)}
          error={errors.intake}
          hint="The soonest intake is chosen for you."
        />
      )}
      <SelectField
        id="ngs-programme"
        name="programme"
        label="Programme you want to study"
        required
        options={programmes.map((p) => ({ value: p.slug, label: p.title }))}
        placeholder="Choose a programme"
        defaultValue={value('programme')}
        error={errors.programme}
      />
      <TextField
        id="ngs-name"
        name="applicantName"
        label="Full name"
        autoComplete="name"
        required
        defaultValue={value('applicantName')}
        error={errors.applicantName}
        maxLength={100}
      />
      <TextField
        id="ngs-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        defaultValue={value('email')}
        error={errors.email}
        maxLength={254}
        hint="Your own: it is how we tell applicants apart (one application per e-mail address per intake). Brothers and sisters may give the same phone number."
      />
      <TextField
        id="ngs-dob"
        name="dateOfBirth"
        type="date"
        label="Date of birth"
        autoComplete="bday"
        required
        defaultValue={value('dateOfBirth')}
        error={errors.dateOfBirth}
        hint="You must be 16 or over."
      />
      <PhoneField
        key={`phone-${state.submission}`}
        id="ngs-phone"
        name="phone"
        label="Phone number"
        required
        defaultCountry={value('phoneCountry', defaultCountry)}
        defaultValue={value('phone')}
        error={errors.phone}
        preferredCountries={['PK']}
      />
      <fieldset className={styles.fieldset} aria-describedby="ngs-guardian-hint">
        <legend className={styles.legend}>Parent or guardian</legend>
        <p id="ngs-guardian-hint" className="muted">
          Required if you are under 18.
        </p>
        <TextField
          id="ngs-guardian-name"
          name="guardianName"
          label="Parent’s or guardian’s name"
          autoComplete="off"
          defaultValue={value('guardianName')}
          error={errors.guardianName}
          maxLength={100}
        />
        <PhoneField
          key={`guardian-${state.submission}`}
          id="ngs-guardian-phone"
          name="guardianPhone"
          label="Parent’s or guardian’s phone number"
          defaultCountry={value('guardianPhoneCountry', defaultCountry)}
          defaultValue={value('guardianPhone')}
          error={errors.guardianPhone}
          preferredCountries={['PK']}
        />
      </fieldset>
      <TextField
        id="ngs-school"
        name="school"
        label="School or college"
        autoComplete="organization"
        required
        defaultValue={value('school')}
        error={errors.school}
        maxLength={150}
      />
      <TextField
        id="ngs-city"
        name="city"
        label="City"
        autoComplete="address-level2"
        required
        defaultValue={value('city')}
        error={errors.city}
        maxLength={80}
      />
      <TextAreaField
        id="ngs-statement"
        name="statement"
        label="Why do you want to join? (50 to 1500 characters)"
        required
        defaultValue={value('statement')}
        error={errors.statement}
        limit={1500}
        rows={6}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}
