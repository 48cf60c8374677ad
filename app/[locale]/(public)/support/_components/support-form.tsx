'use client';
// The support request form: a server action through useActionState, so it works before (and without)
// JavaScript; what was typed comes back on error, the summary takes focus, the receipt shows the reference. Its words
// are the catalogue's `supportForm` namespace in the page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { FormReceiptPanel } from '@/components/ui/form-receipt';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { fieldBinder, initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { EmailField, RequestFormHead, SendButton } from '../../_components/request-form';
import type { RequestFormText } from '../../_components/request-form-text';
import { submitSupportRequest, type SupportFormState } from '../actions';

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
  locale: Locale;
  words: PlainWords<'supportForm'>;
  /** The topics to choose from, in the catalogue's order (`supportTopics`). */
  topics: ReadonlyArray<{ value: string; label: string }>;
  text: RequestFormText;
}

export function SupportForm({
  defaultCountry,
  idempotencyKey,
  learner,
  locale,
  words,
  topics,
  text,
}: SupportFormProps) {
  const [state, formAction, pending] = useActionState<SupportFormState, FormData>(
    submitSupportRequest,
    initialActionState,
    text.path,
  );
  if (state.receipt) {
    return (
      <FormReceiptPanel title={words.receiptTitle} reference={state.receipt.reference} referenceText={text.reference}>
        <p>{words.receiptBody}</p>
        {/* A plain GET form: a full page load gives a fresh form with a fresh Idempotency-Key, with or without JavaScript. */}
        <form action={text.path} method="get">
          <Button type="submit" variant="secondary">
            {words.sendAnother}
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
        note={words.requiredNote}
        title={text.errorSummaryTitle}
        idempotencyKey={idempotencyKey}
        locale={locale}
      />
      <TextField
        id="support-name"
        label={words.name}
        autoComplete="name"
        required
        {...field('name', learner?.name)}
        maxLength={100}
      />
      <EmailField id="support-email" label={words.email} {...field('email', learner?.email)} />
      <PhoneField
        key={state.submission}
        id="support-phone"
        label={words.phone}
        locale={locale}
        text={text.phoneField}
        required
        defaultCountry={value('phoneCountry', learner?.country ?? defaultCountry)}
        {...field('phone', learner?.phone ?? '')}
        hint={words.phoneHint}
        preferredCountries={['PK']}
      />
      <SelectField
        id="support-topic"
        label={words.topic}
        required
        options={topics}
        placeholder={words.topicPlaceholder}
        {...field('topic')}
      />
      <TextAreaField
        id="support-message"
        label={words.message}
        required
        {...field('message')}
        limit={2000}
        countText={text.count}
        rows={6}
      />
      <SendButton pending={pending} sending={words.sending}>
        {words.send}
      </SendButton>
    </form>
  );
}
