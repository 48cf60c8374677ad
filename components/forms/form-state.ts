// The typed state every public form action returns to useActionState: what was typed (so nothing is lost),
// field errors keyed by field name, one form-level message, and a counter that changes on every submit.
import type { z } from 'zod';

export interface FormState<Receipt = unknown> {
  status: 'idle' | 'invalid' | 'failed' | 'done';
  /** What the learner typed, echoed back so the form shows it again. */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  receipt?: Receipt;
  /** Increments on every submit: remounts what must re-read its defaults and re-focuses the summary. */
  submission: number;
}

export const initialFormState: FormState<never> = { status: 'idle', values: {}, fieldErrors: {}, submission: 0 };

/** Reads the named text fields of a submitted form (files and missing fields become ''). */
export function readValues(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, typeof formData.get(name) === 'string' ? String(formData.get(name)) : '']));
}

/** The first message of each failing field, keyed by the field's top-level name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** One error per field for the summary, in the order the fields appear in the form. */
export function summaryOf(fieldErrors: Record<string, string>, fields: ReadonlyArray<{ name: string; id: string }>) {
  return fields.filter((f) => fieldErrors[f.name]).map((f) => ({ href: `#${f.id}`, message: fieldErrors[f.name] ?? '' }));
}
