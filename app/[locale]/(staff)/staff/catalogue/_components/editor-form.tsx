// The frame of a catalogue save form: its error summary, the Idempotency-Key of this submission (a retried post is not
// saved twice), the entry it edits and the version it was read at (an older one is refused, not overwritten), then
// the form's fields and its submit button. Posts without JavaScript too.
import { useActionState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryProps } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import type { EditorState } from './editor-writes';
import { latestVersion, type Values } from './form-content';

/** The entry a save form edits, as its page hands it over. */
export interface EditorEntry {
  /** The entry's slug (a question's id); absent for a new one. */
  original?: string;
  /** The version the page was read at. */
  version?: number;
  initial: Values;
  formKey: string;
  permalink: string;
}

type SaveAction = (previous: EditorState, formData: FormData) => Promise<EditorState>;

/**
 * A save form's state: the values it shows (the page's, or what was sent once it has been: every field posts, so none
 * falls back to the page's), `value(name)`, and `field(name)`, a field's own props with its id (`${prefix}-${name}`)
 * and its message. `editor` goes to `EditorForm` whole.
 */
export function useEditor(save: SaveAction, entry: EditorEntry, prefix: string) {
  const [state, action, pending] = useActionState(save, initialActionState as EditorState, entry.permalink);
  const values = state.submission > 0 ? state.values : entry.initial;
  const value = (name: string) => values[name] ?? '';
  const field = (name: string) => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: value(name),
    error: state.fieldErrors[name],
  });
  return { editor: { action, state, pending, entry }, state, values, value, field };
}

interface Props {
  editor: ReturnType<typeof useEditor>['editor'];
  fields: ErrorSummaryProps['fields'];
  /** What the form saves, in the error summary's title: "The question was not saved". */
  what: string;
  /** The submit button of an existing entry. */
  save?: string;
  /** The submit button of a new one. */
  create?: string;
  children: ReactNode;
}

export function EditorForm({ editor, fields, what, save = 'Save draft', create = save, children }: Props) {
  const { action, state, pending, entry } = editor;
  const submit = entry.original ? save : create;
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={fields} title={`The ${what} was not saved`} />
      <input type="hidden" name="key" value={`${entry.formKey}-${state.submission}`} />
      {entry.original ? <input type="hidden" name="original" value={entry.original} /> : null}
      <input type="hidden" name="version" value={latestVersion(state.values.version, entry.version)} />
      {children}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : submit}
      </Button>
    </form>
  );
}
