// A labelled native select with hint and error: native, so it works without JavaScript and on every device.
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from '@/components/ui/field.module.css';

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: ReactNode;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so nothing is chosen by accident. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
};

export function SelectField({ label, hint, error, id, required, options, placeholder, ...props }: SelectFieldProps) {
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
      <select {...props} id={fieldId} required={required} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <p id={`${fieldId}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
}
