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

/** Free text (names, places) in the learner's own script: typed Urdu reads right to left. Digit codes (inputMode
 * numeric) and other codes that pass dir="ltr" keep left to right. */
const FREE_TEXT_TYPES = new Set([undefined, 'text', 'search']);

export function TextField({ label, hint, error, id, className, required, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const dir =
    inputProps.dir ?? (FREE_TEXT_TYPES.has(inputProps.type) && inputProps.inputMode !== 'numeric' ? 'auto' : undefined);
  return (
    <FieldShell controlId={inputId} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...inputProps}
        dir={dir}
        id={inputId}
        required={required}
        className={styles.control}
        {...fieldAria(inputId, hint, error, inputProps['aria-describedby'])}
      />
    </FieldShell>
  );
}
