'use client';
// The instructor editor: every text of the public profile. New: creates the instructor, unpublished. Existing: saves a
// draft on the version the page was read at (a hidden field), so another admin's save meanwhile is not overwritten.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { saveInstructorAction, type EditorState } from '../actions';
import { latestVersion, type Values } from './form-content';
import { UrduTwin } from './urdu-twin';
import styles from './editor.module.css';

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
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={FIELDS} title="The instructor was not saved" />
      <input type="hidden" name="key" value={`${formKey}-${state.submission}`} />
      {original ? <input type="hidden" name="original" value={original} /> : null}
      <input type="hidden" name="version" value={latestVersion(state.values.version, version)} />
      <TextField label="Name" autoComplete="off" required {...field('name')} />
      <TextField
        label="Address (slug)"
        hint="Lowercase letters, digits and hyphens: the page is /instructors/this-address. Changing it later keeps the old address working."
        dir="ltr"
        autoComplete="off"
        required
        {...field('slug')}
      />
      <div className={styles.pair}>
        <TextField
          label="Title"
          hint="For example: Senior Data Engineer"
          autoComplete="off"
          required
          {...field('title')}
        />
        <UrduTwin label="Title" {...field('titleUr')} />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Headline"
          hint="One line under the name."
          autoComplete="off"
          required
          {...field('headline')}
        />
        <UrduTwin label="Headline" {...field('headlineUr')} />
      </div>
      <div className={styles.pair}>
        <TextAreaField
          label="Biography"
          hint="Paragraphs separated by an empty line."
          rows={8}
          limit={4000}
          required
          {...field('bio')}
        />
        <UrduTwin label="Biography" multiLine rows={8} {...field('bioUr')} />
      </div>
      <div className={styles.pair}>
        <TextField label="City" autoComplete="off" required {...field('city')} />
        <UrduTwin label="City" {...field('cityUr')} />
      </div>
      <div className={styles.pair}>
        <TextAreaField label="Areas of expertise" hint="One per line, at most 12." rows={4} {...field('expertise')} />
        <UrduTwin label="Areas of expertise" multiLine {...field('expertiseUr')} />
      </div>
      <TextField
        label="Years of experience"
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('yearsExperience')}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : original ? 'Save draft' : 'Create instructor (not published)'}
      </Button>
    </form>
  );
}
