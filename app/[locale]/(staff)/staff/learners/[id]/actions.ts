'use server';
// What staff do from a learner's page: resend the confirmation or a receipt, end every sign-in, add a note. The
// platform checks the staff role, acts once per form key and audits each; this re-checks the session and validates
// the form with the contract's schemas.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { learnerNoteRequestSchema, receiptResendRequestSchema, type LearnerActionResult } from '@/contract';
import { actOnLearner, type LearnerAction } from '@/lib/api/staff-learners';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { requireStaffSession } from '@/lib/session/staff-session';

export type LearnerActionState = ActionState<LearnerActionResult>;

const BODIES: Record<LearnerAction, z.ZodType<Record<string, string>>> = {
  confirmation: z.object({}),
  'sessions/end': z.object({}),
  'receipt-mail': receiptResendRequestSchema,
  notes: learnerNoteRequestSchema,
};
const LABELS = { receipt: 'The receipt', text: 'The note' };

// One server action per form: without JavaScript, React hands an action's answer to every form posting to that action,
// so four forms sharing one would all show one form's message.
export const resendConfirmationAction = async (previous: LearnerActionState, formData: FormData) =>
  act('confirmation', previous, formData);
export const resendReceiptAction = async (previous: LearnerActionState, formData: FormData) =>
  act('receipt-mail', previous, formData);
export const endSessionsAction = async (previous: LearnerActionState, formData: FormData) =>
  act('sessions/end', previous, formData);
export const addNoteAction = async (previous: LearnerActionState, formData: FormData) =>
  act('notes', previous, formData);

async function act(
  action: LearnerAction,
  previous: LearnerActionState,
  formData: FormData,
): Promise<LearnerActionState> {
  const values = readValues(formData, ['id', 'key', 'receipt', 'text']);
  const state = submitted(previous, values);
  const id = z.uuid().safeParse(values.id);
  if (!id.success) return { ...state, formError: 'Reload the learner’s page and try again.' };
  const session = await requireStaffSession(`/staff/learners/${id.data}`);
  const parsed = BODIES[action].safeParse({ receipt: values.receipt, text: values.text });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const receipt = await actOnLearner(
      session.accessToken,
      id.data,
      action,
      parsed.data,
      values.key || crypto.randomUUID(),
    );
    revalidatePath(`/staff/learners/${id.data}`);
    return { ...state, values: { receipt: values.receipt }, receipt };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, LABELS) };
  }
}
