'use client';
// A site page's editor: the title and opening paragraphs, then the headed sections as rows, each English text with its
// Urdu twin beside it. The last row is blank to add a section; a row emptied is a section removed. Saved as a draft on
// the version the page was read at; a message about the sections as a whole is shown on the sections themselves.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { savePageAction, type EditorState } from '../actions';
import { latestVersion, type Values } from './form-content';
import { SECTION_FIELDS, sectionRows, SPARE_SECTIONS } from './page-content';
import { UrduTwin } from './urdu-twin';
import styles from './editor.module.css';
import fieldStyles from '@/components/ui/field.module.css';

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
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={fields} title="The page was not saved" />
      <input type="hidden" name="key" value={`${formKey}-${state.submission}`} />
      <input type="hidden" name="original" value={original} />
      <input type="hidden" name="version" value={latestVersion(state.values.version, version)} />
      <div className={styles.pair}>
        <TextField label="Title" autoComplete="off" required {...field('title')} />
        <UrduTwin label="Title" {...field('titleUr')} />
      </div>
      <div className={styles.pair}>
        <TextAreaField label="Opening paragraphs" hint={PARAGRAPHS} rows={6} {...field('body')} />
        <UrduTwin label="Opening paragraphs" multiLine rows={6} {...field('bodyUr')} />
      </div>
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
            <div className={styles.pair}>
              <TextField label={`Section ${row + 1} heading`} autoComplete="off" {...field(`section-${row}-heading`)} />
              <UrduTwin label={`Section ${row + 1} heading`} {...field(`section-${row}-headingUr`)} />
            </div>
            <div className={styles.pair}>
              <TextAreaField
                label={`Section ${row + 1} text`}
                hint={PARAGRAPHS}
                rows={6}
                {...field(`section-${row}-body`)}
              />
              <UrduTwin label={`Section ${row + 1} text`} multiLine rows={6} {...field(`section-${row}-bodyUr`)} />
            </div>
          </fieldset>
        ))}
      </fieldset>
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save draft'}
      </Button>
    </form>
  );
}
