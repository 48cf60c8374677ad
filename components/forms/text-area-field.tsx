// A labelled multi-line field with hint, error and a character limit, wired like the text field.
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from '@/components/ui/field.module.css';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
};

export function TextAreaField({ label, hint, error, id, required, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        {required ? <span className={styles.required} aria-hidden="true">*</span> : null}
      </label>
      {hint ? <span id={`${fieldId}-hint`} className={styles.hint}>{hint}</span> : null}
      <textarea {...props} id={fieldId} required={required} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error ? <p id={`${fieldId}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
}
