'use server';
// The intake editor's writes: create, save (closing is a save with "not taking orders"), cancel and delete. As the
// other editors' actions: the contract's schema first (messages at the field, what was typed kept), the form's own
// Idempotency-Key, a freshly refreshed token (the platform checks the admin role), then the cache tags it names.
import { redirect } from 'next/navigation';
import { intakeContentSchema, type CatalogueChange } from '@/contract';
import { createIntake, endIntake, readEditableIntake, saveIntake } from '@/lib/api/catalogue-editor';
import { revalidateCacheTags } from '@/lib/cache/revalidate-tags';
import { submitted } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';
import { messagesByPath, refused, SESSION_ENDED, textValues, type EditorState } from './_components/editor-writes';
import { fieldErrorsFor } from './_components/form-content';
import { intakeFromForm } from './_components/intake-content';

export type IntakeState = EditorState;

const CACHE_LATE =
  'Saved, but the shared page cache did not answer: other instances show the change within five minutes.';

export async function saveIntakeAction(previous: IntakeState, formData: FormData): Promise<IntakeState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as IntakeState;
  const original = values.original ?? '';
  const parsed = intakeContentSchema.safeParse(intakeFromForm(values));
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsFor(messagesByPath(parsed.error)) };
  const accessToken = await freshAccessToken();
  if (!accessToken) return { ...state, formError: SESSION_ENDED };
  const key = values.key || crypto.randomUUID();
  let change: CatalogueChange;
  try {
    change = original
      ? await saveIntake(accessToken, original, { version: Number(values.version), content: parsed.data }, key)
      : await createIntake(accessToken, parsed.data, key);
  } catch (error) {
    return refused(state, error, { current: (slug) => readEditableIntake(accessToken, slug), what: 'intake' });
  }
  try {
    await revalidateCacheTags(change.revalidate);
  } catch {
    return { ...state, formError: CACHE_LATE };
  }
  redirect(`/staff/catalogue/intakes/${change.slug}?${original ? 'saved' : 'created'}=${change.version}`);
}

/** Cancel or delete at the version this page shows; a refusal (learners hold it) is the platform's own sentence. */
export async function endIntakeAction(previous: IntakeState, formData: FormData): Promise<IntakeState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as IntakeState;
  const slug = values.original ?? '';
  const step = values.step === 'cancel' ? 'cancel' : 'delete';
  const accessToken = await freshAccessToken();
  if (!accessToken) return { ...state, formError: SESSION_ENDED };
  let change: CatalogueChange;
  try {
    change = await endIntake(accessToken, slug, step, Number(values.version), values.key || crypto.randomUUID());
  } catch (error) {
    return refused(state, error, { current: (slug) => readEditableIntake(accessToken, slug), what: 'intake' });
  }
  try {
    await revalidateCacheTags(change.revalidate);
  } catch {
    return { ...state, formError: CACHE_LATE };
  }
  redirect(
    step === 'cancel'
      ? `/staff/catalogue/intakes/${slug}?cancelled=${change.version}`
      : `/staff/catalogue?deleted=${slug}`,
  );
}
