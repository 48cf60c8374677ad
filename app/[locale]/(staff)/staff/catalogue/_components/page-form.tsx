'use client';
// A site page's editor: the title and opening paragraphs, then the headed sections as rows, each English text with its
// Urdu twin beside it. The last row is blank to add a section; a row emptied is a section removed. Saved as a draft on
// the version the page was read at; a message about the sections as a whole is shown on the sections themselves.
import { TextField } from '@/components/ui/text-field';
import { fieldIds } from '../../_components/form-fields';
import { savePageAction } from '../actions';
import { SECTION_FIELDS, sectionRows, SPARE_SECTIONS } from './page-content';
import { TwinField } from './twin-field';
import styles from './editor.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { EditorForm, useEditor, type EditorEntry } from './editor-form';

const PARAGRAPHS = 'Paragraphs separated by an empty line.';

export function PageForm(entry: EditorEntry & { original: string; version: number }) {
  const { editor, state, values, field } = useEditor(savePageAction, entry, 'page');
  const filled = sectionRows(values);
  const rows = Array.from({ length: (filled.at(-1) ?? -1) + 1 + SPARE_SECTIONS }, (_, row) => row);
  const wholeSections = ['sections', 'sectionsUr'].flatMap((name) => state.fieldErrors[name] ?? []);
  const fields = [
    ...fieldIds('page', ['title', 'titleUr', 'body', 'bodyUr']),
    ...['sections', 'sectionsUr'].map((name) => ({ name, id: 'page-sections' })),
    ...rows.flatMap((row) =>
      SECTION_FIELDS.map((name) => ({ name: `section-${row}-${name}`, id: `page-section-${row}-${name}` })),
    ),
  ];
  return (
    <EditorForm editor={editor} fields={fields} what="page">
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
