// The label, hint and error around any form control, wired for screen readers: aria-describedby names
// the hint and the error, aria-invalid marks the control while it has an error. Every field uses it.
import type { ReactNode } from 'react';
import styles from './field.module.css';

export type FieldError = string | readonly string[] | undefined;

const errorText = (error: FieldError) =>
  error === undefined ? '' : typeof error === 'string' ? error : error.join(' ');

/** The aria attributes of the control inside a FieldShell with the same id, hint and error. */
export function fieldAria(controlId: string, hint: ReactNode, error: FieldError, describedBy?: string) {
  const invalid = errorText(error) !== '';
  const ids = [hint ? `${controlId}-hint` : null, invalid ? `${controlId}-error` : null, describedBy]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

interface FieldShellProps {
  controlId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: FieldError;
  className?: string;
  children: ReactNode;
}

export function FieldShell({ controlId, label, required, hint, error, className, children }: FieldShellProps) {
  const message = errorText(error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <span id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children}
      {message ? (
        <p id={`${controlId}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
