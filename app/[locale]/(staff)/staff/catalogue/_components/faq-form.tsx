'use client';
// One support question's editor: the question and its answer, each with its Urdu twin beside it, its topic and its
// place within the topic. New: creates the question, not on the support page until published. Existing: saves a draft
// on the version the page was read at.
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldIds } from '../../_components/form-fields';
import { saveFaqAction } from '../actions';
import { TwinField } from './twin-field';
import { EditorForm, useEditor, type EditorEntry } from './editor-form';

const FIELDS = fieldIds('faq', ['question', 'questionUr', 'answer', 'answerUr', 'topic', 'position']);
export const FAQ_TOPICS = [
  { value: 'admissions', label: 'Admissions' },
  { value: 'payments', label: 'Payments' },
  { value: 'kyc', label: 'Identity (KYC)' },
  { value: 'scholarships', label: 'Scholarships' },
  { value: 'support', label: 'Support' },
];

export function FaqForm(entry: EditorEntry) {
  const { editor, field } = useEditor(saveFaqAction, entry, 'faq');
  return (
    <EditorForm editor={editor} fields={FIELDS} what="question" create="Create question (not published)">
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
