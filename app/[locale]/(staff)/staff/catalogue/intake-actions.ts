'use server';
// The intake editor's writes: create, save (closing is a save with "not taking orders"), cancel and delete. As the
// other editors' actions: the contract's schema first (messages at the field, what was typed kept), the form's own
// Idempotency-Key, a freshly refreshed token (the platform checks the admin role), then the cache tags it names.
import { redirect } from 'next/navigation';
import { intakeContentSchema, type CatalogueChange } from '@/contract';
import { PlatformProblemError } from '@/lib/api/errors';
import { createIntake, endIntake, readEditableIntake, saveIntake } from '@/lib/api/catalogue-editor';
import { revalidateCacheTags } from '@/lib/cache/revalidate-tags';
import { fromPlatformError, submitted, type ActionState } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';
import { fieldErrorsFor, type Values } from './_components/form-content';
import { intakeFromForm } from './_components/intake-content';

export type IntakeState = ActionState<CatalogueChange>;

const SESSION_ENDED =
  'Your session has ended. Sign in again in a new tab, then send this form again: your text is kept.';
const CACHE_LATE =
  'Saved, but the shared page cache did not answer: other instances show the change within five minutes.';

const textValues = (formData: FormData): Values =>
  Object.fromEntries(
    [...formData.entries()].flatMap(([name, value]) =>
      typeof value === 'string' && !name.startsWith('$') ? [[name, value]] : [],
    ),
  );

/** The platform's refusal at the fields; a stale save also takes the current version, so saving again wins. */
async function refused(state: IntakeState, error: unknown, accessToken: string): Promise<IntakeState> {
  const outcome = fromPlatformError(error);
  const fieldErrors = fieldErrorsFor(outcome.fieldErrors);
  const slug = state.values.original;
  if (error instanceof PlatformProblemError && error.problem.status === 409 && slug) {
    const current = await readEditableIntake(accessToken, slug);
    const values = current ? { ...state.values, version: String(current.version) } : state.values;
    return {
      ...state,
      values,
      fieldErrors,
      formError: error.problem.detail ?? 'Someone else saved this intake first.',
    };
  }
  return {
    ...state,
    fieldErrors,
    formError: outcome.formError ?? (Object.keys(fieldErrors).length ? undefined : 'Not saved.'),
  };
}

export async function saveIntakeAction(previous: IntakeState, formData: FormData): Promise<IntakeState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as IntakeState;
  const original = values.original ?? '';
  const parsed = intakeContentSchema.safeParse(intakeFromForm(values));
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    return { ...state, fieldErrors: fieldErrorsFor(Object.fromEntries(Object.entries(errors).reverse())) };
  }
  const accessToken = await freshAccessToken();
  if (!accessToken) return { ...state, formError: SESSION_ENDED };
  const key = values.key || crypto.randomUUID();
  let change: CatalogueChange;
  try {
    change = original
      ? await saveIntake(accessToken, original, { version: Number(values.version), content: parsed.data }, key)
      : await createIntake(accessToken, parsed.data, key);
  } catch (error) {
    return refused(state, error, accessToken);
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
    return refused(state, error, accessToken);
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
