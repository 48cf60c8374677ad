'use client';
// The instructor editor: every text of the public profile. New: creates the instructor, unpublished. Existing: saves a
// draft on the version the page was read at (a hidden field), so another admin's save meanwhile is not overwritten.
import { useActionState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { saveInstructorAction, type EditorState } from '../actions';
import { type Values } from './form-content';
import { TwinField } from './twin-field';
import { EditorForm } from './editor-form';

const FIELDS = [
  'slug',
  'name',
  'title',
  'titleUr',
  'headline',
  'headlineUr',
  'bio',
  'bioUr',
  'city',
  'cityUr',
  'expertise',
  'expertiseUr',
  'yearsExperience',
].map((name) => ({
  name,
  id: `instructor-${name}`,
}));

interface Props {
  /** The instructor's current slug; absent for a new one. */
  original?: string;
  version?: number;
  initial: Values;
  formKey: string;
  permalink: string;
}

export function InstructorForm({ original, version, initial, formKey, permalink }: Props) {
  const [state, action, pending] = useActionState(saveInstructorAction, initialActionState as EditorState, permalink);
  const value = (name: string) => state.values[name] ?? initial[name] ?? '';
  const field = (name: string) => ({
    id: `instructor-${name}`,
    name,
    defaultValue: value(name),
    error: state.fieldErrors[name],
  });
  return (
    <EditorForm
      action={action}
      state={state}
      pending={pending}
      fields={FIELDS}
      notSaved="The instructor was not saved"
      formKey={formKey}
      original={original}
      version={version}
      submit={original ? 'Save draft' : 'Create instructor (not published)'}
    >
      <TextField label="Name" autoComplete="off" required {...field('name')} />
      <TextField
        label="Address (slug)"
        hint="Lowercase letters, digits and hyphens: the page is /instructors/this-address. Changing it later keeps the old address working."
        dir="ltr"
        autoComplete="off"
        required
        {...field('slug')}
      />
      <TwinField label="Title" name="title" field={field} hint="For example: Senior Data Engineer" required />
      <TwinField label="Headline" name="headline" field={field} hint="One line under the name." required />
      <TwinField
        label="Biography"
        name="bio"
        field={field}
        hint="Paragraphs separated by an empty line."
        rows={8}
        limit={4000}
        required
      />
      <TwinField label="City" name="city" field={field} required />
      <TwinField label="Areas of expertise" name="expertise" field={field} hint="One per line, at most 12." rows={4} />
      <TextField
        label="Years of experience"
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('yearsExperience')}
      />
    </EditorForm>
  );
}
