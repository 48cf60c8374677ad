'use client';
// Accept or reject one staff case (a server action: works without JavaScript): an identity verification or a bank
// transfer, told apart by the action, the reasons and the words. After the decision, the outcome and the way back.
import { useActionState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import fieldStyles from '@/components/ui/field.module.css';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { initialActionState, type ActionState } from '@/lib/forms/action-state';

/** What a decision action returns once recorded: was the case accepted. */
export type DecisionState = ActionState<{ accepted: boolean }>;

export interface DecisionWords {
  /** The queue the case belongs to (its page is `${queue}/${id}`). */
  queue: string;
  /** The accepting choice: its form value ('approve', 'confirm') and its label. */
  accept: { value: string; label: string };
  noteLabel: string;
  /** What staff read once recorded: a bold outcome and a sentence, for each decision. */
  accepted: [string, string];
  rejected: [string, string];
}

interface DecisionFormProps {
  action: (previous: DecisionState, formData: FormData) => Promise<DecisionState>;
  id: string;
  reasons: Record<string, string>;
  words: DecisionWords;
}

export function DecisionForm({ action, id, reasons, words }: DecisionFormProps) {
  const [state, formAction, pending] = useActionState<DecisionState, FormData>(
    action,
    initialActionState,
    `${words.queue}/${id}`,
  );
  if (state.receipt) {
    const [outcome, sentence] = state.receipt.accepted ? words.accepted : words.rejected;
    return (
      <div role="status">
        <p>
          <strong>{outcome}</strong> {sentence}
        </p>
        <Link href={words.queue}>Back to the queue</Link>
      </div>
    );
  }
  const acceptId = `decision-${words.accept.value}`;
  const fields = [
    { name: 'decision', id: acceptId },
    { name: 'rejection_reason', id: 'decision-reason' },
    { name: 'note', id: 'decision-note' },
  ];
  const options = Object.entries(reasons).map(([value, label]) => ({ value, label }));
  const value = (name: string) => state.values[name] ?? '';
  return (
    <form action={formAction} noValidate>
      <ErrorSummary state={state} fields={fields} />
      <input type="hidden" name="id" value={id} />
      <fieldset
        className={fieldStyles.fieldset}
        aria-describedby={state.fieldErrors.decision ? 'decision-error' : undefined}
      >
        <legend className={fieldStyles.label}>Decision</legend>
        <label>
          <input
            type="radio"
            id={acceptId}
            name="decision"
            value={words.accept.value}
            defaultChecked={value('decision') === words.accept.value}
          />{' '}
          {words.accept.label}
        </label>
        <br />
        <label>
          <input
            type="radio"
            id="decision-reject"
            name="decision"
            value="reject"
            defaultChecked={value('decision') === 'reject'}
          />{' '}
          Reject
        </label>
        {state.fieldErrors.decision ? (
          <p id="decision-error" className={fieldStyles.error}>
            {state.fieldErrors.decision}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        id="decision-reason"
        name="rejection_reason"
        label="Reason (when rejecting)"
        options={options}
        placeholder="Choose a reason"
        defaultValue={value('rejection_reason')}
        error={state.fieldErrors.rejection_reason}
      />
      <TextAreaField
        id="decision-note"
        name="note"
        label={words.noteLabel}
        defaultValue={value('note')}
        error={state.fieldErrors.note}
        limit={500}
        rows={3}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save decision'}
      </Button>
    </form>
  );
}
