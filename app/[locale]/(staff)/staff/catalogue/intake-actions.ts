'use server';
// The intake editor's writes: create, save (closing is a save with "not taking orders"), cancel and delete. As the
// other editors' actions: the contract's schema first (messages at the field, what was typed kept), the form's own
// Idempotency-Key, a freshly refreshed token (the platform checks the admin role), then the cache tags it names.
import { redirect } from 'next/navigation';
import { intakeContentSchema } from '@/contract';
import { createIntake, endIntake, readEditableIntake, saveIntake } from '@/lib/api/catalogue-editor';
import { submitted } from '@/lib/forms/action-state';
import { messagesByPath, textValues, writeChange, type EditorState } from './_components/editor-writes';
import { fieldErrorsFor } from './_components/form-content';
import { intakeFromForm } from './_components/intake-content';

export type IntakeState = EditorState;

/** How an intake's writes are sent: read again after a 409, named in its fallback, and shown on the public pages. */
const INTAKE = {
  current: readEditableIntake,
  what: 'intake',
  cacheLate: 'Saved, but the shared page cache did not answer: other instances show the change within five minutes.',
};

export async function saveIntakeAction(previous: IntakeState, formData: FormData): Promise<IntakeState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as IntakeState;
  const original = values.original ?? '';
  const parsed = intakeContentSchema.safeParse(intakeFromForm(values));
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsFor(messagesByPath(parsed.error)) };
  const outcome = await writeChange(state, {
    ...INTAKE,
    send: (accessToken, key) =>
      original
        ? saveIntake(accessToken, original, { version: Number(values.version), content: parsed.data }, key)
        : createIntake(accessToken, parsed.data, key),
  });
  if ('state' in outcome) return outcome.state;
  const { change } = outcome;
  redirect(`/staff/catalogue/intakes/${change.slug}?${original ? 'saved' : 'created'}=${change.version}`);
}

/** Cancel or delete at the version this page shows; a refusal (learners hold it) is the platform's own sentence. */
export async function endIntakeAction(previous: IntakeState, formData: FormData): Promise<IntakeState> {
  const values = textValues(formData);
  const state = submitted(previous, values) as IntakeState;
  const slug = values.original ?? '';
  const step = values.step === 'cancel' ? 'cancel' : 'delete';
  const outcome = await writeChange(state, {
    ...INTAKE,
    send: (accessToken, key) => endIntake(accessToken, slug, step, Number(values.version), key),
  });
  if ('state' in outcome) return outcome.state;
  const { change } = outcome;
  redirect(
    step === 'cancel'
      ? `/staff/catalogue/intakes/${slug}?cancelled=${change.version}`
      : `/staff/catalogue?deleted=${slug}`,
  );
}
