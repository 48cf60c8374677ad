'use client';
// The instructor editor: every text of the public profile. New: creates the instructor, unpublished. Existing: saves a
// draft on the version the page was read at (a hidden field), so another admin's save meanwhile is not overwritten.
import { TextField } from '@/components/ui/text-field';
import { fieldIds } from '../../_components/form-fields';
import { saveInstructorAction } from '../actions';
import { TwinField } from './twin-field';
import { EditorForm, useEditor, type EditorEntry } from './editor-form';

const FIELDS = fieldIds('instructor', [
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
]);

export function InstructorForm(entry: EditorEntry) {
  const { editor, field } = useEditor(saveInstructorAction, entry, 'instructor');
  return (
    <EditorForm editor={editor} fields={FIELDS} what="instructor" create="Create instructor (not published)">
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
