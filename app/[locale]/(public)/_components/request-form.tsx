// What the support request and the scholarship application share: the head of the form (error summary, the
// note on required fields, the render's Idempotency-Key), the e-mail field and the send button.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryProps } from '@/components/ui/error-summary';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

interface RequestFormHeadProps extends Pick<ErrorSummaryProps, 'state' | 'fields'> {
  /** The id of the note on required fields: the form's aria-describedby points at it. */
  noteId: string;
  note: ReactNode;
  idempotencyKey: string;
}

export function RequestFormHead({ state, fields, noteId, note, idempotencyKey }: RequestFormHeadProps) {
  return (
    <>
      <ErrorSummary state={state} fields={fields} />
      <p id={noteId} className="muted">
        {note}
      </p>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
    </>
  );
}

/** The applicant's own address: both platform forms take at most 254 characters. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'label' | 'autoComplete' | 'maxLength'>) {
  return <TextField type="email" label="E-mail address" autoComplete="email" required maxLength={254} {...props} />;
}

/** Disabled while the action runs, so one click sends once. */
export function SendButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending}>
      {pending ? 'Sending…' : children}
    </Button>
  );
}
