'use client';
// Cancel or delete an intake at the version this page shows; the platform's refusal (learners hold it) is shown here.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { initialActionState } from '@/lib/forms/action-state';
import { latestVersion } from './form-content';
import { endIntakeAction, type IntakeState } from '../intake-actions';

interface Props {
  original: string;
  version: number;
  step: 'cancel' | 'delete';
  label: string;
  formKey: string;
  permalink: string;
}

export function EndIntakeForm({ original, version, step, label, formKey, permalink }: Props) {
  const [state, action, pending] = useActionState(endIntakeAction, initialActionState as IntakeState, permalink);
  return (
    <form action={action} key={state.submission}>
      {state.formError ? (
        <p role="alert" id={`intake-${step}-error`}>
          {state.formError}
        </p>
      ) : null}
      <input type="hidden" name="original" value={original} />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="version" value={latestVersion(state.values.version, version)} />
      <input type="hidden" name="key" value={`${formKey}-${step}-${state.submission}`} />
      <Button type="submit" variant="secondary" disabled={pending} aria-disabled={pending}>
        {pending ? 'Working…' : label}
      </Button>
    </form>
  );
}
