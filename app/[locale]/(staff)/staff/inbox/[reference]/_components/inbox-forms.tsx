'use client';
// A form's three writes: where it stands (status and assignee), a reply mailed to the sender, an internal note. Each
// carries the form's reference and a hidden key per render (Idempotency-Key), renewed with every answer; errors stand
// at their field and what was typed is kept.
import { useActionState } from 'react';
import type { InboxStatus } from '@/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { initialActionState } from '@/lib/forms/action-state';
import { fieldIds, fieldPropsOf } from '../../../_components/form-fields';
import { STATUS_LABELS } from '../../labels';
import { handlingAction, noteAction, replyAction, type InboxFormState } from '../actions';

interface Props {
  reference: string;
  formKey: string;
}

const HANDLING = [
  { name: 'status', id: 'handling-status' },
  { name: 'assigneeId', id: 'handling-assignee' },
];
const REPLY = fieldIds('reply', ['body', 'status']);
const NOTE = fieldIds('note', ['body']);

const hidden = (reference: string, key: string) => (
  <>
    <input type="hidden" name="reference" value={reference} />
    <input type="hidden" name="key" value={key} />
  </>
);

export function HandlingForm({
  reference,
  formKey,
  status,
  assigneeId,
  staff,
}: Props & { status: InboxStatus; assigneeId: string | null; staff: { id: string; email: string }[] }) {
  const path = `/staff/inbox/${reference}`;
  const [state, action, pending] = useActionState(handlingAction, initialActionState as InboxFormState, path);
  const field = fieldPropsOf(HANDLING, state);
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={HANDLING} />
      {state.receipt ? <p role="status">Saved.</p> : null}
      {hidden(reference, `${formKey}-handling-${state.submission}`)}
      <SelectField
        label="Status"
        options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        {...field('status')}
        defaultValue={state.values.status ?? state.receipt?.status ?? status}
      />
      <SelectField
        label="Assigned to"
        options={[{ value: '', label: 'Nobody' }, ...staff.map((p) => ({ value: p.id, label: p.email }))]}
        {...field('assigneeId')}
        defaultValue={
          state.values.assigneeId ?? (state.receipt ? (state.receipt.assignee?.id ?? '') : (assigneeId ?? ''))
        }
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save status and assignee'}
      </Button>
    </form>
  );
}

export function ReplyForm({ reference, formKey, email }: Props & { email: string }) {
  const path = `/staff/inbox/${reference}`;
  const [state, action, pending] = useActionState(replyAction, initialActionState as InboxFormState, path);
  const field = fieldPropsOf(REPLY, state);
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={REPLY} />
      {state.receipt ? <p role="status">Your reply was sent to {email}.</p> : null}
      {hidden(reference, `${formKey}-reply-${state.submission}`)}
      <TextAreaField
        label="Reply to the sender"
        hint={`E-mailed to ${email} from the portal's address, with ${reference} in the subject. Kept with the form.`}
        rows={8}
        limit={8000}
        {...field('body')}
      />
      <SelectField
        label="After the reply, the form is"
        options={[
          { value: 'answered', label: STATUS_LABELS.answered },
          { value: 'waiting', label: STATUS_LABELS.waiting },
          { value: 'closed', label: STATUS_LABELS.closed },
        ]}
        {...field('status')}
        defaultValue={state.values.status ?? 'answered'}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}

export function NoteForm({ reference, formKey }: Props) {
  const path = `/staff/inbox/${reference}`;
  const [state, action, pending] = useActionState(noteAction, initialActionState as InboxFormState, path);
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={NOTE} />
      {state.receipt ? <p role="status">Note added.</p> : null}
      {hidden(reference, `${formKey}-note-${state.submission}`)}
      <TextAreaField
        label="Internal note"
        hint="Seen by staff only; never mailed."
        rows={4}
        limit={4000}
        {...fieldPropsOf(NOTE, state)('body')}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  );
}
