'use server';
// The catalogue editor's writes: create an entry, save its draft, publish or unpublish it. Each validates with the
// contract's schema (messages at the field, what was typed kept), sends the form's own Idempotency-Key with the
// session's token (the platform checks the admin role), and after a publish revalidates the cache tags the platform
// names, on every instance. These forms post multipart, which the proxy does not run for (it would buffer the body), so
// the token is refreshed here: a long edit outlives an access token, and must not end at the sign-in page.
import { redirect } from 'next/navigation';
import {
  instructorContentSchema,
  programmeContentSchema,
  type CatalogueChange,
  type InstructorContent,
  type ProgrammeContent,
} from '@/contract';
import { PlatformProblemError } from '@/lib/api/errors';
import {
  createEntry,
  publishEntry,
  readEditableInstructor,
  readEditableProgramme,
  saveDraft,
  type EditorKind,
} from '@/lib/api/catalogue-editor';
import { revalidateCacheTags } from '@/lib/cache/revalidate-tags';
import { fromPlatformError, submitted, type ActionState } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';
import { fieldErrorsFor, instructorFromForm, programmeFromForm, type Values } from './_components/form-content';

export type EditorState = ActionState<CatalogueChange>;

const textValues = (formData: FormData): Values =>
  Object.fromEntries(
    [...formData.entries()].flatMap(([name, value]) =>
      typeof value === 'string' && !name.startsWith('$') ? [[name, value]] : [],
    ),
  );

const editorPath = (kind: EditorKind, slug: string) => `/staff/catalogue/${kind}/${slug}`;

const SESSION_ENDED =
  'Your session has ended. Sign in again in a new tab, then send this form again: your text is kept.';

/** The platform's refusal at the form's fields; a stale save also brings the current version, so saving again wins. */
async function refused(
  state: EditorState,
  error: unknown,
  kind: EditorKind,
  accessToken: string,
  courseRows?: Parameters<typeof fieldErrorsFor>[1],
): Promise<EditorState> {
  const outcome = fromPlatformError(error);
  const fieldErrors = fieldErrorsFor(outcome.fieldErrors, courseRows);
  if (error instanceof PlatformProblemError && error.problem.status === 409 && state.values.original) {
    const read = kind === 'programmes' ? readEditableProgramme : readEditableInstructor;
    const current = await read(accessToken, state.values.original);
    const values = current ? { ...state.values, version: String(current.version) } : state.values;
    return { ...state, values, fieldErrors, formError: error.problem.detail ?? 'Someone else saved this entry first.' };
  }
  return {
    ...state,
    fieldErrors,
    formError: outcome.formError ?? (Object.keys(fieldErrors).length ? undefined : 'Not saved.'),
  };
}

async function saveEntry(
  kind: EditorKind,
  previous: EditorState,
  formData: FormData,
  parse: (values: Values) => { content: InstructorContent | ProgrammeContent; courseRows?: Map<string, number> },
  schema: typeof instructorContentSchema | typeof programmeContentSchema,
): Promise<EditorState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as EditorState;
  const original = values.original ?? '';
  const { content, courseRows } = parse(values);
  const parsed = schema.safeParse(content);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    return { ...state, fieldErrors: fieldErrorsFor(Object.fromEntries(Object.entries(errors).reverse()), courseRows) };
  }
  const accessToken = await freshAccessToken();
  if (!accessToken) return { ...state, formError: SESSION_ENDED };
  const key = values.key || crypto.randomUUID();
  let change: CatalogueChange;
  try {
    change = original
      ? await saveDraft(accessToken, kind, original, { version: Number(values.version), content: parsed.data }, key)
      : await createEntry(accessToken, kind, parsed.data, key);
  } catch (error) {
    return refused(state, error, kind, accessToken, courseRows);
  }
  redirect(`${editorPath(kind, original || change.slug)}?${original ? 'saved' : 'created'}=${change.version}`);
}

export const saveInstructorAction = async (previous: EditorState, formData: FormData) =>
  saveEntry(
    'instructors',
    previous,
    formData,
    (values) => ({ content: instructorFromForm(values) }),
    instructorContentSchema,
  );

export const saveProgrammeAction = async (previous: EditorState, formData: FormData) =>
  saveEntry('programmes', previous, formData, programmeFromForm, programmeContentSchema);

/** Publish or unpublish: the version shown on the page, so a draft saved meanwhile by someone else is not published unseen. */
export async function publishAction(previous: EditorState, formData: FormData): Promise<EditorState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as EditorState;
  const kind: EditorKind = values.kind === 'programmes' ? 'programmes' : 'instructors';
  const slug = values.original ?? '';
  const accessToken = await freshAccessToken();
  if (!accessToken) return { ...state, formError: SESSION_ENDED };
  const step = values.step === 'unpublish' ? 'unpublish' : 'publish';
  let change: CatalogueChange;
  try {
    change = await publishEntry(
      accessToken,
      kind,
      slug,
      step,
      Number(values.version),
      values.key || crypto.randomUUID(),
    );
  } catch (error) {
    return refused(state, error, kind, accessToken);
  }
  try {
    await revalidateCacheTags(change.revalidate);
  } catch {
    return {
      ...state,
      formError:
        'Published, but the shared page cache did not answer: other instances show the change within five minutes. Publish again to retry.',
    };
  }
  redirect(`${editorPath(kind, change.slug)}?${step === 'publish' ? 'published' : 'unpublished'}=${change.version}`);
}
