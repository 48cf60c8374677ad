'use client';
// The error summary at the top of a form: it takes focus when errors arrive (screen readers announce it)
// and links each message to its field, so a keyboard user jumps straight to what needs fixing.
import { useEffect, useRef } from 'react';
import styles from './forms.module.css';

export interface ErrorSummaryProps {
  errors: ReadonlyArray<{ href: string; message: string }>;
  formError?: string;
  /** Changes on every submit so the summary is focused again even when the errors are the same. */
  submission: number;
  title?: string;
}

export function ErrorSummary({ errors, formError, submission, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0 || Boolean(formError);
  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, submission]);
  if (!visible) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      {formError ? <p className={styles.summaryText}>{formError}</p> : null}
      {errors.length > 0 ? (
        <ul className={styles.summaryList}>
          {errors.map((error) => (
            <li key={error.href}>
              <a href={error.href}>{error.message}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
