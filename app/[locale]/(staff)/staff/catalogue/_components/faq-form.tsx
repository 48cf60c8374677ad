'use client';
// One support question's editor: the question and its answer, each with its Urdu twin beside it, its topic and its
// place within the topic. New: creates the question, not on the support page until published. Existing: saves a draft
// on the version the page was read at.
import { useActionState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { saveFaqAction, type EditorState } from '../actions';
import { type Values } from './form-content';
import { TwinField } from './twin-field';
import { EditorForm } from './editor-form';

const FIELDS = ['question', 'questionUr', 'answer', 'answerUr', 'topic', 'position'].map((name) => ({
  name,
  id: `faq-${name}`,
}));
export const FAQ_TOPICS = [
  { value: 'admissions', label: 'Admissions' },
  { value: 'payments', label: 'Payments' },
  { value: 'kyc', label: 'Identity (KYC)' },
  { value: 'scholarships', label: 'Scholarships' },
  { value: 'support', label: 'Support' },
];

interface Props {
  /** The question's id; absent for a new one. */
  original?: string;
  version?: number;
  initial: Values;
  formKey: string;
  permalink: string;
}

export function FaqForm({ original, version, initial, formKey, permalink }: Props) {
  const [state, action, pending] = useActionState(saveFaqAction, initialActionState as EditorState, permalink);
  const values = state.submission > 0 ? state.values : initial;
  const field = (name: string) => ({
    id: `faq-${name}`,
    name,
    defaultValue: values[name] ?? '',
    error: state.fieldErrors[name],
  });
  return (
    <EditorForm
      action={action}
      state={state}
      pending={pending}
      fields={FIELDS}
      notSaved="The question was not saved"
      formKey={formKey}
      original={original}
      version={version}
      submit={original ? 'Save draft' : 'Create question (not published)'}
    >
      <TwinField label="Question" name="question" field={field} required />
      <TwinField label="Answer" name="answer" field={field} rows={6} limit={4000} required />
      <SelectField label="Topic" options={FAQ_TOPICS} required {...field('topic')} />
      <TextField
        label="Place within the topic"
        hint="Questions of a topic are shown in this order, lowest first."
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('position')}
      />
    </EditorForm>
  );
}
