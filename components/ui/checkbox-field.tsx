// One checkbox with its label beside it (the box first, then the words, wrapping under themselves), its error below:
// the whole label is the target, and the box is drawn at 1.5rem so a finger finds it too.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldAria, type FieldError } from './field-shell';
import styles from './field.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: ReactNode;
  error?: FieldError;
}

export function CheckboxField({ id, label, error, required, ...input }: CheckboxFieldProps) {
  const message = error === undefined ? '' : typeof error === 'string' ? error : error.join(' ');
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        required={required}
        className={styles.checkBox}
        {...input}
        {...fieldAria(id, undefined, error)}
      />
      <label htmlFor={id} className={`${styles.label} ${styles.checkLabel}`}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {message ? (
        <p id={`${id}-error`} className={`${styles.error} ${styles.checkError}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
