// What the catalogue editor's writes share (entries and intakes): the form's text fields, the schema's messages at the
// form's fields, and the platform's refusal there, a stale save taking the current version so saving again wins.
import type { z } from 'zod';
import type { CatalogueChange } from '@/contract';
import { PlatformProblemError } from '@/lib/api/errors';
import { fromPlatformError, type ActionState } from '@/lib/forms/action-state';
import { fieldErrorsFor, type Values } from './form-content';

export type EditorState = ActionState<CatalogueChange>;

/** Messages keyed by content path, as the form's fields (each form has its own rows). */
export type FieldsOf = (errors: Record<string, string>) => Record<string, string>;

export const SESSION_ENDED =
  'Your session has ended. Sign in again in a new tab, then send this form again: your text is kept.';

/** The form's text fields, without React's own (`$ACTION_…`). */
export const textValues = (formData: FormData): Values =>
  Object.fromEntries(
    [...formData.entries()].flatMap(([name, value]) =>
      typeof value === 'string' && !name.startsWith('$') ? [[name, value]] : [],
    ),
  );

/** The schema's messages by content path (`courses.0.title`), in the order the fields take them. */
export const messagesByPath = (error: z.ZodError): Record<string, string> => {
  const errors = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  return Object.fromEntries(Object.entries(errors).reverse());
};

/** The platform's refusal at the form's fields; a stale save also brings the current version, so saving again wins. */
export async function refused(
  state: EditorState,
  error: unknown,
  {
    current,
    what,
    fieldOf = (errors) => fieldErrorsFor(errors),
  }: {
    /** The entry as it is now, read again after a 409. */
    current: (slug: string) => Promise<{ version: number } | null>;
    /** What was saved first, in the 409's fallback sentence: "entry", "intake". */
    what: string;
    fieldOf?: FieldsOf;
  },
): Promise<EditorState> {
  const outcome = fromPlatformError(error);
  const fieldErrors = fieldOf(outcome.fieldErrors);
  const slug = state.values.original;
  if (error instanceof PlatformProblemError && error.problem.status === 409 && slug) {
    const now = await current(slug);
    const values = now ? { ...state.values, version: String(now.version) } : state.values;
    return {
      ...state,
      values,
      fieldErrors,
      formError: error.problem.detail ?? `Someone else saved this ${what} first.`,
    };
  }
  return {
    ...state,
    fieldErrors,
    formError: outcome.formError ?? (Object.keys(fieldErrors).length ? undefined : 'Not saved.'),
  };
}
