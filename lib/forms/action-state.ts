// The one state every form's server action returns to useActionState: what was typed (so nothing is lost),
// one message per field, one form-level message, the receipt once stored, and a counter bumped on every submit.
import type { z } from 'zod';
// From its zod-free module: the browser's forms import this file for initialActionState.
import { REQUEST_IN_PROGRESS_PROBLEM_TYPE } from '@/contract/problem-types';
import { PlatformProblemError, PlatformUnavailableError } from '@/lib/api/errors';

export interface ActionState<Receipt = never> {
  /** What the learner typed, echoed back so the form shows it again (never a password). */
  values: Record<string, string>;
  /** One message per field, keyed by the field's name. */
  fieldErrors: Record<string, string>;
  /** What is wrong with the submission as a whole (service down, too many attempts, a conflict). */
  formError?: string;
  /** The platform asked to wait (429): the form may offer another way, such as password recovery. */
  limited?: true;
  /** What the platform answered once the submission was stored. */
  receipt?: Receipt;
  /** Increments on every submit: remounts what must re-read its defaults and re-focuses the error summary. */
  submission: number;
}

export const initialActionState: ActionState = { values: {}, fieldErrors: {}, submission: 0 };

export const UNAVAILABLE_MESSAGE =
  'The service is unavailable right now. Nothing was changed and nothing you typed is lost: please send the form again in a minute.';
export const IN_PROGRESS_MESSAGE = 'Your form is still being sent. Wait a moment, then send it again.';

/** Reads the named text fields of a submitted form (files and missing fields become ''). */
export function readValues<const Name extends string>(
  formData: FormData,
  names: readonly Name[],
): Record<Name, string> {
  const read = (name: Name) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<Name, string>;
}

/** The state after a submit, before its outcome: what was typed kept, no errors yet, the counter moved on. */
export function submitted(previous: { submission: number }, values: Record<string, string>): ActionState {
  return { values, fieldErrors: {}, submission: previous.submission + 1 };
}

/** The first message of each failing field, keyed by the field's top-level name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

const humanize = (name: string) => {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A platform refusal as state: field messages where the platform named a field, else one form message.
 * The platform's field messages may be fragments ("must be at least 2 characters"): those get the field's
 * label in front (from `labels`, else the field's name in words) and a full stop at the end. Anything that is not a platform error is rethrown.
 */
export function fromPlatformError(
  error: unknown,
  labels: Record<string, string> = {},
): Pick<ActionState, 'fieldErrors' | 'formError' | 'limited'> {
  if (error instanceof PlatformUnavailableError) return { fieldErrors: {}, formError: UNAVAILABLE_MESSAGE };
  if (!(error instanceof PlatformProblemError)) throw error;
  const { problem } = error;
  if (problem.type === REQUEST_IN_PROGRESS_PROBLEM_TYPE) return { fieldErrors: {}, formError: IN_PROGRESS_MESSAGE };
  if (problem.status === 429)
    return { fieldErrors: {}, formError: `Too many attempts. ${problem.detail ?? 'Try again later.'}`, limited: true };
  const named = Object.entries(problem.errors ?? {}).filter(([, messages]) => messages.length > 0);
  if (named.length === 0) return { fieldErrors: {}, formError: problem.detail ?? problem.title };
  // A fragment becomes a sentence like every other field message: label in front, full stop at the end.
  const sentence = (field: string, message: string) =>
    /^[a-z]/.test(message)
      ? `${labels[field] ?? humanize(field)} ${message}${/[.!?]$/.test(message) ? '' : '.'}`
      : message;
  return {
    fieldErrors: Object.fromEntries(named.map(([field, messages]) => [field, sentence(field, messages[0] ?? '')])),
  };
}

/**
 * Sends a validated submission: the receipt (what was typed cleared, so the form is not sent twice), or the
 * platform's refusal as messages with what was typed kept.
 */
export async function sendForReceipt<Receipt>(
  state: ActionState,
  send: () => Promise<Receipt>,
  labels?: Record<string, string>,
): Promise<ActionState<Receipt>> {
  try {
    return { ...state, values: {}, receipt: await send() };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, labels) };
  }
}

/**
 * The props every field binds alike: its name, what was typed in it (else `fallback`, such as a signed-in
 * learner's own details) and its message.
 */
export function fieldBinder(state: Pick<ActionState<unknown>, 'values' | 'fieldErrors'>) {
  return (name: string, fallback = '') => ({
    name,
    defaultValue: state.values[name] ?? fallback,
    error: state.fieldErrors[name],
  });
}
