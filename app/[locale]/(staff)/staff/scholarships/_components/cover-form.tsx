'use client';
// The staff form: which learner (their account's e-mail address), which programme, which later semester.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { fieldIds, fieldPropsOf } from '../../_components/form-fields';
import { coverSemesterAction, type CoverState } from '../actions';

const FIELDS = fieldIds('cover', ['email', 'programme', 'semester']);

export function CoverForm() {
  const [state, action, pending] = useActionState(
    coverSemesterAction,
    initialActionState as CoverState,
    '/staff/scholarships',
  );
  const field = fieldPropsOf(FIELDS, state);
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={FIELDS} />
      {state.receipt ? (
        <p role="status">{`Recorded: semester ${state.receipt.semester} of ${state.receipt.programme.title} for ${state.receipt.learner.fullName} is covered.`}</p>
      ) : null}
      <TextField label="Learner’s e-mail address" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Programme (its address name, e.g. full-stack-web-development)" {...field('programme')} />
      <TextField label="Semester" inputMode="numeric" {...field('semester')} />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Recording…' : 'Cover this semester'}
      </Button>
    </form>
  );
}
