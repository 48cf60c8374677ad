// The fields of every step that asks for the 6-digit code from an e-mail (sign-up, password recovery, a new e-mail
// address): what the first step sent, carried along as hidden fields so the form works as a plain post, and the code
// itself, numeric and offered by the phone's one-time-code autofill. What was typed stays after a refusal; the
// field is drawn afresh on every submit so it re-reads it. The address the code went to may be one long word: it wraps
// anywhere rather than push a phone's page sideways.
import type { ActionState } from '@/lib/forms/action-state';
import { SentenceWith } from './sentence-with';
import styles from './code-step-fields.module.css';
import { TextField } from './text-field';

function SentTo({ sentence, address }: { sentence: string; address: string | undefined }) {
  return (
    <p>
      <SentenceWith sentence={sentence} mark="{address}">
        <strong dir="ltr" className={styles.address}>
          {address}
        </strong>
      </SentenceWith>
    </p>
  );
}

export function CodeStepFields({
  id,
  sentTo,
  state,
  carried,
  label = '6-digit code',
}: {
  /** The code input's id (the error summary links to it). */
  id: string;
  /** The code field's label, in the page's language. */
  label?: string;
  /**
   * The line that says where the code went: a sentence with {address} where the address goes ("Code sent to
   * {address}."), in the page's language. Recovery never says it.
   */
  sentTo?: { sentence: string; address: string | undefined };
  state: Pick<ActionState<unknown>, 'values' | 'fieldErrors' | 'submission'>;
  /** The first step's answers that the action needs again with the code, by field name. */
  carried: Record<string, string | undefined>;
}) {
  return (
    <>
      {sentTo ? <SentTo {...sentTo} /> : null}
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ''} />
      ))}
      <TextField
        id={id}
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        defaultValue={state.values.code}
        key={`code-${state.submission}`}
        error={state.fieldErrors.code}
      />
    </>
  );
}
