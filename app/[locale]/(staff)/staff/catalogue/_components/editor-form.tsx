// The frame of a catalogue save form: its error summary, the Idempotency-Key of this submission (a retried post is not
// saved twice), the entry it edits and the version it was read at (an older one is refused, not overwritten), then
// the form's fields and its submit button. Posts without JavaScript too.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryProps } from '@/components/ui/error-summary';
import type { EditorState } from './editor-writes';
import { latestVersion } from './form-content';

interface Props {
  action: (formData: FormData) => void;
  state: EditorState;
  pending: boolean;
  fields: ErrorSummaryProps['fields'];
  /** The error summary's title: "The question was not saved". */
  notSaved: string;
  formKey: string;
  /** The entry's slug; absent for a new one. */
  original?: string;
  /** The version the page was read at. */
  version?: number;
  submit: string;
  children: ReactNode;
}

export function EditorForm({
  action,
  state,
  pending,
  fields,
  notSaved,
  formKey,
  original,
  version,
  submit,
  children,
}: Props) {
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={fields} title={notSaved} />
      <input type="hidden" name="key" value={`${formKey}-${state.submission}`} />
      {original ? <input type="hidden" name="original" value={original} /> : null}
      <input type="hidden" name="version" value={latestVersion(state.values.version, version)} />
      {children}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : submit}
      </Button>
    </form>
  );
}
