// A labelled text input with optional hint and error, wired for screen readers
// (aria-describedby names the hint and the error; aria-invalid marks the field while it has one).
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  /** A message (or several) shown under the field; any message makes the field invalid. */
  error?: string | readonly string[];
};

export function TextField({ label, hint, error, id, className, required, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const errors = error === undefined ? [] : typeof error === 'string' ? [error] : error;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null, inputProps['aria-describedby']]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        {...inputProps}
        id={inputId}
        required={required}
        className={styles.control}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {errors.length > 0 ? (
        <p id={errorId} className={styles.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
