'use client';
// The support request form: a server action through useActionState, so it works before (and without)
// JavaScript; what was typed comes back on error, the summary takes focus, the receipt shows the reference.
import { useActionState } from 'react';
import type { SupportTopic } from '@/contract';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { FormReceiptPanel } from '@/components/ui/form-receipt';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { fieldBinder, initialActionState } from '@/lib/forms/action-state';
import { EmailField, RequestFormHead, SendButton } from '../../_components/request-form';
import { submitSupportRequest, type SupportFormState } from '../actions';

const TOPICS: ReadonlyArray<{ value: SupportTopic; label: string }> = [
  { value: 'admissions', label: 'Admissions' },
  { value: 'payments', label: 'Fees and payments' },
  { value: 'kyc', label: 'Identity verification (KYC)' },
  { value: 'scholarships', label: 'Scholarships' },
  { value: 'technical', label: 'A technical problem' },
  { value: 'other', label: 'Something else' },
];

const FIELDS = [
  { name: 'name', id: 'support-name' },
  { name: 'email', id: 'support-email' },
  { name: 'phone', id: 'support-phone' },
  { name: 'topic', id: 'support-topic' },
  { name: 'message', id: 'support-message' },
] as const;

interface SupportFormProps {
  defaultCountry: string;
  idempotencyKey: string;
  /** A signed-in learner's details, filled in for them. */
  learner?: { name: string; email: string; phone: string | null; country: string };
}

export function SupportForm({ defaultCountry, idempotencyKey, learner }: SupportFormProps) {
  const [state, formAction, pending] = useActionState<SupportFormState, FormData>(
    submitSupportRequest,
    initialActionState,
    '/support',
  );
  if (state.receipt) {
    return (
      <FormReceiptPanel title="Thank you: we have your request" reference={state.receipt.reference}>
        <p>We answer most requests within two working days, by e-mail or phone.</p>
        {/* A plain GET form: a full page load gives a fresh form with a fresh Idempotency-Key, with or without JavaScript. */}
        <form action="/support" method="get">
          <Button type="submit" variant="secondary">
            Send another request
          </Button>
        </form>
      </FormReceiptPanel>
    );
  }
  const field = fieldBinder(state);
  // The phone's country travels in a field of its own, beside the number.
  const value = (name: string, fallback: string) => state.values[name] ?? fallback;

  return (
    <form action={formAction} noValidate aria-describedby="support-form-required">
      <RequestFormHead
        state={state}
        fields={FIELDS}
        noteId="support-form-required"
        note="All fields are required."
        idempotencyKey={idempotencyKey}
      />
      <TextField
        id="support-name"
        label="Your name"
        autoComplete="name"
        required
        {...field('name', learner?.name)}
        maxLength={100}
      />
      <EmailField id="support-email" {...field('email', learner?.email)} />
      <PhoneField
        key={state.submission}
        id="support-phone"
        label="Phone number"
        required
        defaultCountry={value('phoneCountry', learner?.country ?? defaultCountry)}
        {...field('phone', learner?.phone ?? '')}
        hint="We call only if e-mail does not reach you."
        preferredCountries={['PK']}
      />
      <SelectField
        id="support-topic"
        label="What is it about?"
        required
        options={TOPICS}
        placeholder="Choose a topic"
        {...field('topic')}
      />
      <TextAreaField
        id="support-message"
        label="How can we help?"
        required
        {...field('message')}
        limit={2000}
        rows={6}
      />
      <SendButton pending={pending}>Send request</SendButton>
    </form>
  );
}
