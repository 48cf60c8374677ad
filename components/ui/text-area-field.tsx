// A labelled multi-line field with hint, error and a character limit, wired like the text field.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldShell, fieldAria } from './field-shell';
import styles from './field.module.css';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
};

export function TextAreaField({ label, hint, error, id, required, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldShell controlId={fieldId} label={label} required={required} hint={hint} error={error}>
      {/* The learner's own words, in whichever script: typed Urdu reads right to left. */}
      <textarea dir="auto" {...props} id={fieldId} required={required} className={styles.control} {...fieldAria(fieldId, hint, error)} />
    </FieldShell>
  );
}
