// A labelled native select with hint and error: native, so it works without JavaScript and on every device.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldShell, fieldAria } from './field-shell';
import styles from './field.module.css';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: ReactNode;
  name: string;
  /** `lang`: an option the platform names only in English, on a page in another language (lang="en"). */
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  /** Shown first with an empty value, so nothing is chosen by accident. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
};

export function SelectField({ label, hint, error, id, required, options, placeholder, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldShell controlId={fieldId} label={label} required={required} hint={hint} error={error}>
      {/* React applies a select's defaultValue only when it mounts, and resets the form after every action: without
          a new element per default, the reset would put back the first default (the placeholder), not the answer's. */}
      <select
        key={String(props.defaultValue ?? '')}
        {...props}
        id={fieldId}
        required={required}
        className={styles.control}
        {...fieldAria(fieldId, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
