'use client';
// Publish (take down, or remove) the entry at the version this page shows: a draft someone saved after the page was
// read is refused (409) rather than published, or thrown away, unseen.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { EditorKind } from '@/lib/api/catalogue-editor';
import { initialActionState } from '@/lib/forms/action-state';
import { publishAction, type EditorState } from '../actions';

interface Props {
  kind: EditorKind;
  original: string;
  version: number;
  step: 'publish' | 'unpublish' | 'remove';
  label: string;
  formKey: string;
  permalink: string;
}

export function PublishForm({ kind, original, version, step, label, formKey, permalink }: Props) {
  const [state, action, pending] = useActionState(publishAction, initialActionState as EditorState, permalink);
  return (
    <form action={action} key={state.submission}>
      {state.formError || Object.keys(state.fieldErrors).length ? (
        <div role="alert" id={`${step}-error`}>
          {state.formError ? <p>{state.formError}</p> : <p>Not published: the draft needs changing first.</p>}
          {Object.values(state.fieldErrors).length ? (
            <ul>
              {Object.values(state.fieldErrors).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="original" value={original} />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="version" value={String(version)} />
      <input type="hidden" name="key" value={`${formKey}-${step}-${state.submission}`} />
      <Button
        type="submit"
        variant={step === 'publish' ? undefined : 'secondary'}
        disabled={pending}
        aria-disabled={pending}
      >
        {pending ? 'Working…' : label}
      </Button>
    </form>
  );
}
