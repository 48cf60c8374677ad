'use client';
// The staff form: which learner (their account's e-mail address), which programme, which later semester.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { coverSemesterAction, type CoverState } from '../actions';

const FIELDS = [
  { name: 'email', id: 'cover-email' },
  { name: 'programme', id: 'cover-programme' },
  { name: 'semester', id: 'cover-semester' },
];

export function CoverForm() {
  const [state, action, pending] = useActionState(
    coverSemesterAction,
    initialActionState as CoverState,
    '/staff/scholarships',
  );
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={FIELDS} />
      {state.receipt ? (
        <p role="status">{`Recorded: semester ${state.receipt.semester} of ${state.receipt.programme.title} for ${state.receipt.learner.fullName} is covered.`}</p>
      ) : null}
      <TextField
        id="cover-email"
        label="Learner’s e-mail address"
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={state.values.email}
        error={state.fieldErrors.email}
      />
      <TextField
        id="cover-programme"
        label="Programme (its address name, e.g. full-stack-web-development)"
        name="programme"
        defaultValue={state.values.programme}
        error={state.fieldErrors.programme}
      />
      <TextField
        id="cover-semester"
        label="Semester"
        name="semester"
        inputMode="numeric"
        defaultValue={state.values.semester}
        error={state.fieldErrors.semester}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Recording…' : 'Cover this semester'}
      </Button>
    </form>
  );
}
