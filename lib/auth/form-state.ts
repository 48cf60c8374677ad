// Typed state of the account forms (useActionState): field errors, one form-level message, and what the
// learner typed (never a password) so nothing is lost on an error.
import { z } from 'zod';
import { PlatformProblemError, PlatformUnavailableError } from '../api/errors';

export interface FormState<Values extends Record<string, string>> {
  /** Bumped on every answer so the form can move focus to the first error. */
  attempt: number;
  values: Values;
  fieldErrors: Partial<Record<keyof Values | 'password' | 'new_password' | 'code', string[]>>;
  message?: string;
}

export const UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Nothing was changed; please try again in a minute.';

export const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

export function validationState<V extends Record<string, string>>(previous: FormState<V>, values: V, error: z.ZodError): FormState<V> {
  return { attempt: previous.attempt + 1, values, fieldErrors: z.flattenError(error).fieldErrors as FormState<V>['fieldErrors'] };
}

/** A platform refusal as form state: field errors where the platform named a field, else one message. */
export function platformErrorState<V extends Record<string, string>>(previous: FormState<V>, values: V, error: unknown, overrides: Partial<Record<number, FormState<V>['fieldErrors']>> = {}): FormState<V> {
  const base = { attempt: previous.attempt + 1, values, fieldErrors: {} };
  if (error instanceof PlatformUnavailableError) return { ...base, message: UNAVAILABLE_MESSAGE };
  if (!(error instanceof PlatformProblemError)) throw error;
  if (error.status === 429) return { ...base, message: `Too many attempts. ${error.problem.detail ?? 'Try again later.'}` };
  const fieldErrors = overrides[error.status] ?? (error.problem.errors as FormState<V>['fieldErrors'] | undefined);
  if (fieldErrors && Object.keys(fieldErrors).length > 0) return { ...base, fieldErrors };
  return { ...base, message: error.problem.detail ?? error.problem.title };
}
