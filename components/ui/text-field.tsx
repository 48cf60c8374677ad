// A labelled text input with optional hint and error (label, hint and error wiring in FieldShell).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldShell, fieldAria, type FieldError } from './field-shell';
import styles from './field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  /** A message (or several) shown under the field; any message makes the field invalid. */
  error?: FieldError;
};

/** Free text (names, places) in the learner's own script: typed Urdu reads right to left. */
const FREE_TEXT_TYPES = new Set([undefined, 'text', 'search']);
/** E-mail addresses and passwords are written left to right, on Urdu pages too; so are digit codes (inputMode numeric). */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'password']);

export function TextField({ label, hint, error, id, className, required, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const leftToRight = LEFT_TO_RIGHT_TYPES.has(inputProps.type ?? '') || inputProps.inputMode === 'numeric';
  const dir = inputProps.dir ?? (leftToRight ? 'ltr' : FREE_TEXT_TYPES.has(inputProps.type) ? 'auto' : undefined);
  return (
    <FieldShell controlId={inputId} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...inputProps}
        // Named even when it is the default: checkers (HTML_CodeSniffer H98) read an autocomplete purpose against it.
        type={inputProps.type ?? 'text'}
        dir={dir}
        id={inputId}
        required={required}
        className={styles.control}
        {...fieldAria(inputId, hint, error, inputProps['aria-describedby'])}
      />
    </FieldShell>
  );
}
