'use client';
// A site page's editor: the title and opening paragraphs, then the headed sections as rows, each English text with its
// Urdu twin beside it. The last row is blank to add a section; a row emptied is a section removed. Saved as a draft on
// the version the page was read at; a message about the sections as a whole is shown on the sections themselves.
import { useActionState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { savePageAction, type EditorState } from '../actions';
import { type Values } from './form-content';
import { SECTION_FIELDS, sectionRows, SPARE_SECTIONS } from './page-content';
import { TwinField } from './twin-field';
import styles from './editor.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { EditorForm } from './editor-form';

interface Props {
  original: string;
  version: number;
  initial: Values;
  formKey: string;
  permalink: string;
}

const PARAGRAPHS = 'Paragraphs separated by an empty line.';

export function PageForm({ original, version, initial, formKey, permalink }: Props) {
  const [state, action, pending] = useActionState(savePageAction, initialActionState as EditorState, permalink);
  const values = state.submission > 0 ? state.values : initial;
  const field = (name: string) => ({
    id: `page-${name}`,
    name,
    defaultValue: values[name] ?? '',
    error: state.fieldErrors[name],
  });
  const filled = sectionRows(values);
  const rows = Array.from({ length: (filled.at(-1) ?? -1) + 1 + SPARE_SECTIONS }, (_, row) => row);
  const wholeSections = ['sections', 'sectionsUr'].flatMap((name) => state.fieldErrors[name] ?? []);
  const fields = [
    ...['title', 'titleUr', 'body', 'bodyUr'].map((name) => ({ name, id: `page-${name}` })),
    ...['sections', 'sectionsUr'].map((name) => ({ name, id: 'page-sections' })),
    ...rows.flatMap((row) =>
      SECTION_FIELDS.map((name) => ({ name: `section-${row}-${name}`, id: `page-section-${row}-${name}` })),
    ),
  ];
  return (
    <EditorForm
      action={action}
      state={state}
      pending={pending}
      fields={fields}
      notSaved="The page was not saved"
      formKey={formKey}
      original={original}
      version={version}
      submit="Save draft"
    >
      <TwinField label="Title" name="title" field={field} required />
      <TwinField label="Opening paragraphs" name="body" field={field} hint={PARAGRAPHS} rows={6} />
      <fieldset
        id="page-sections"
        tabIndex={-1}
        className={styles.rows}
        aria-describedby={wholeSections.length ? 'page-sections-error' : undefined}
      >
        <legend>Sections</legend>
        <p className={styles.hint}>
          Each section has a heading and its text. The last row is blank: fill it in to add a section. Empty every field
          of a section to remove it.
        </p>
        {wholeSections.length ? (
          <p id="page-sections-error" className={fieldStyles.error}>
            {wholeSections.join(' ')}
          </p>
        ) : null}
        {rows.map((row) => (
          <fieldset key={row} className={styles.course}>
            <legend>Section {row + 1}</legend>
            <TextField
              label={`Section ${row + 1} id`}
              hint="Lowercase letters, digits and hyphens: the section's anchor (#id) on the page."
              dir="ltr"
              autoComplete="off"
              {...field(`section-${row}-id`)}
            />
            <TwinField label={`Section ${row + 1} heading`} name={`section-${row}-heading`} field={field} />
            <TwinField
              label={`Section ${row + 1} text`}
              name={`section-${row}-body`}
              field={field}
              hint={PARAGRAPHS}
              rows={6}
            />
          </fieldset>
        ))}
      </fieldset>
    </EditorForm>
  );
}
