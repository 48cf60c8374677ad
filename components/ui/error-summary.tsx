'use client';
// The error summary at the top of every form: it takes focus when errors arrive (screen readers announce it)
// and links each field's message to the field, so a keyboard user jumps straight to what needs fixing.
import { useEffect, useRef, type ReactNode } from 'react';
import type { ActionState } from '@/lib/forms/action-state';
import styles from './error-summary.module.css';

export interface ErrorSummaryProps {
  state: Pick<ActionState<unknown>, 'fieldErrors' | 'formError' | 'submission'>;
  /** The form's fields in the order they appear, with the id of each control. */
  fields: ReadonlyArray<{ name: string; id: string }>;
  title?: string;
  /** Shown under the form-level message: another way forward (a link), when the form has one. */
  help?: ReactNode;
}

export function ErrorSummary({ state, fields, title = 'There is a problem', help }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Listed fields link to their control, in form order; a message for anything else is shown unlinked.
  const ids = new Map(fields.map((field) => [field.name, field.id]));
  const order = (name: string) => {
    const index = fields.findIndex((field) => field.name === name);
    return index === -1 ? fields.length : index;
  };
  const errors = Object.entries(state.fieldErrors)
    .filter(([, message]) => message)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([name, message]) => ({ key: name, href: ids.has(name) ? `#${ids.get(name)}` : undefined, message }));
  const visible = errors.length > 0 || Boolean(state.formError);
  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, state.submission]);
  if (!visible) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      {state.formError ? <p className={styles.summaryText}>{state.formError}</p> : null}
      {state.formError && help ? <p className={styles.summaryText}>{help}</p> : null}
      {errors.length > 0 ? (
        <ul className={styles.summaryList}>
          {errors.map((error) => (
            <li key={error.key}>{error.href ? <a href={error.href}>{error.message}</a> : error.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
