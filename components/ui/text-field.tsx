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

export function TextField({ label, hint, error, id, className, required, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell controlId={inputId} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...inputProps}
        id={inputId}
        required={required}
        className={styles.control}
        {...fieldAria(inputId, hint, error, inputProps['aria-describedby'])}
      />
    </FieldShell>
  );
}
