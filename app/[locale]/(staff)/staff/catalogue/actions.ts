'use server';
// The catalogue editor's writes: create an entry, save its draft, publish or unpublish it. Each validates with the
// contract's schema (messages at the field, what was typed kept), sends the form's own Idempotency-Key with the
// session's token (the platform checks the admin role), and after a publish revalidates the cache tags the platform
// names, on every instance. These forms post multipart, which the proxy does not run for (it would buffer the body), so
// the token is refreshed here: a long edit outlives an access token, and must not end at the sign-in page.
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { faqContentSchema, instructorContentSchema, pageContentSchema, programmeContentSchema } from '@/contract';
import {
  createEntry,
  publishEntry,
  readEditableFaq,
  readEditableInstructor,
  readEditablePage,
  readEditableProgramme,
  saveDraft,
  type EditorKind,
} from '@/lib/api/catalogue-editor';
import { submitted } from '@/lib/forms/action-state';
import { fieldErrorsFor, instructorFromForm, programmeFromForm, type Values } from './_components/form-content';
import {
  messagesByPath,
  textValues,
  writeChange,
  type EditorState as State,
  type FieldsOf,
} from './_components/editor-writes';
import { faqFromForm, pageFromForm } from './_components/page-content';

export type EditorState = State;

const editorPath = (kind: EditorKind, slug: string) => `/staff/catalogue/${kind}/${slug}`;

const READ: Record<EditorKind, (accessToken: string, slug: string) => Promise<{ version: number } | null>> = {
  programmes: readEditableProgramme,
  instructors: readEditableInstructor,
  pages: readEditablePage,
  faq: readEditableFaq,
};
const KINDS = Object.keys(READ) as EditorKind[];

async function saveEntry<S extends z.ZodType>(
  kind: EditorKind,
  previous: EditorState,
  formData: FormData,
  parse: (values: Values) => { content: z.input<S>; fieldOf: FieldsOf },
  schema: S,
): Promise<EditorState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as EditorState;
  const original = values.original ?? '';
  const { content, fieldOf } = parse(values);
  const parsed = schema.safeParse(content);
  if (!parsed.success) return { ...state, fieldErrors: fieldOf(messagesByPath(parsed.error)) };
  const outcome = await writeChange(state, {
    send: (accessToken, key) =>
      original
        ? saveDraft(
            accessToken,
            kind,
            original,
            { version: Number(values.version), content: parsed.data as Parameters<typeof saveDraft>[3]['content'] },
            key,
          )
        : createEntry(accessToken, kind, parsed.data as Parameters<typeof createEntry>[2], key),
    current: READ[kind],
    what: 'entry',
    fieldOf,
  });
  if ('state' in outcome) return outcome.state;
  const { change } = outcome;
  redirect(`${editorPath(kind, original || change.slug)}?${original ? 'saved' : 'created'}=${change.version}`);
}

export const saveInstructorAction = async (previous: EditorState, formData: FormData) =>
  saveEntry(
    'instructors',
    previous,
    formData,
    (values) => ({ content: instructorFromForm(values), fieldOf: (errors) => fieldErrorsFor(errors) }),
    instructorContentSchema,
  );

export const saveProgrammeAction = async (previous: EditorState, formData: FormData) =>
  saveEntry(
    'programmes',
    previous,
    formData,
    (values) => {
      const { content, courseRows } = programmeFromForm(values);
      return { content, fieldOf: (errors) => fieldErrorsFor(errors, courseRows) };
    },
    programmeContentSchema,
  );

export const savePageAction = async (previous: EditorState, formData: FormData) =>
  saveEntry('pages', previous, formData, pageFromForm, pageContentSchema);

export const saveFaqAction = async (previous: EditorState, formData: FormData) =>
  saveEntry('faq', previous, formData, faqFromForm, faqContentSchema);

/**
 * Publish, unpublish or remove (a question): at the version shown on the page, so a draft saved meanwhile by someone
 * else is not published (or thrown away) unseen.
 */
export async function publishAction(previous: EditorState, formData: FormData): Promise<EditorState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as EditorState;
  const kind = KINDS.find((known) => known === values.kind) ?? 'instructors';
  const slug = values.original ?? '';
  const step = values.step === 'unpublish' || values.step === 'remove' ? values.step : 'publish';
  const outcome = await writeChange(state, {
    send: (accessToken, key) => publishEntry(accessToken, kind, slug, step, Number(values.version), key),
    current: READ[kind],
    what: 'entry',
    cacheLate:
      'Published, but the shared page cache did not answer: other instances show the change within five minutes. Publish again to retry.',
  });
  if ('state' in outcome) return outcome.state;
  const { change } = outcome;
  if (step === 'remove') redirect(`/staff/catalogue?removed=${encodeURIComponent(change.slug)}`);
  redirect(`${editorPath(kind, change.slug)}?${step === 'publish' ? 'published' : 'unpublished'}=${change.version}`);
}
