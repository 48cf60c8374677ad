// What the catalogue editor's writes share (entries and intakes): the form's text fields, the schema's messages at the
// form's fields, and the platform's refusal there, a stale save taking the current version so saving again wins.
import type { z } from 'zod';
import type { CatalogueChange } from '@/contract';
import { PlatformProblemError } from '@/lib/api/errors';
import { revalidateCacheTags } from '@/lib/cache/revalidate-tags';
import { fromPlatformError, type ActionState } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';
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

/**
 * One write of the editor with a freshly refreshed token and this submission's Idempotency-Key (a new one if the form
 * sent none): the change made, or the form's state saying why not (the session ended, the platform refused, or, for a
 * write the public pages show, the shared page cache did not answer: then the change stands).
 */
export async function writeChange(
  state: EditorState,
  {
    send,
    current,
    what,
    fieldOf,
    cacheLate,
  }: {
    send: (accessToken: string, key: string) => Promise<CatalogueChange>;
    /** The entry as it is now, read again after a 409. */
    current: (accessToken: string, slug: string) => Promise<{ version: number } | null>;
    /** What was saved first, in the 409's fallback sentence: "entry", "intake". */
    what: string;
    fieldOf?: FieldsOf;
    /** Given, the cache tags the platform names are revalidated, and this is said when they cannot be. */
    cacheLate?: string;
  },
): Promise<{ change: CatalogueChange } | { state: EditorState }> {
  const accessToken = await freshAccessToken();
  if (!accessToken) return { state: { ...state, formError: SESSION_ENDED } };
  let change: CatalogueChange;
  try {
    change = await send(accessToken, state.values.key || crypto.randomUUID());
  } catch (error) {
    return { state: await refused(state, error, { current: (slug) => current(accessToken, slug), what, fieldOf }) };
  }
  if (cacheLate === undefined) return { change };
  try {
    await revalidateCacheTags(change.revalidate);
  } catch {
    return { state: { ...state, formError: cacheLate } };
  }
  return { change };
}
